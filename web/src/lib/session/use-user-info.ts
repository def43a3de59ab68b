/**
 * The signed-in member's user info (POST /auth/user-info) as components read it. Every reader goes
 * through this hook, so where the info is kept is this module's business alone.
 */
import type { UserInfo } from '@shared/contracts/auth';
import { isUserInfoPending, useSessionStore, type UserInfoStatus } from './session-store';

export interface UserInfoView {
  userInfo: UserInfo | null;
  status: UserInfoStatus;
  /** Code of the last failure ('user-not-found' for an account without a profile). */
  errorCode: string | null;
  /** True while the auth state, or the user info of a signed-in member, is not settled yet. */
  pending: boolean;
}

export function useUserInfo(): UserInfoView {
  const userInfo = useSessionStore((state) => state.userInfo);
  const status = useSessionStore((state) => state.userInfoStatus);
  const errorCode = useSessionStore((state) => state.userInfoErrorCode);
  const pending = useSessionStore(isUserInfoPending);
  return { userInfo, status, errorCode, pending };
}
