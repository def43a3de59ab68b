/**
 * The signed-in member's user info (POST /auth/user-info) as components read it. Every reader goes
 * through this hook, so where the info is kept is this module's business alone.
 */
import type { UserInfo } from '@shared/contracts/auth';
import { useSessionStore, type UserInfoStatus } from './session-store';

export interface UserInfoView {
  userInfo: UserInfo | null;
  status: UserInfoStatus;
  /** Code of the last failure ('user-not-found' for an account without a profile). */
  errorCode: string | null;
}

export function useUserInfo(): UserInfoView {
  const userInfo = useSessionStore((state) => state.userInfo);
  const status = useSessionStore((state) => state.userInfoStatus);
  const errorCode = useSessionStore((state) => state.userInfoErrorCode);
  return { userInfo, status, errorCode };
}
