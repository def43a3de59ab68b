/** Chat availability (SPEC section 4) from the session: verified, loading, canUseChat. */
import type { UserInfo } from '@shared/contracts/auth';
import { isUserInfoPending, useSessionStore } from '../../../lib/session/session-store';

export interface ChatAccess {
  userInfo: UserInfo | null;
  /** The user info (and with it the subscription status) is still being checked. */
  loading: boolean;
  /** The user info could not be loaded. */
  failed: boolean;
  canUseChat: boolean;
}

export function useChatAccess(): ChatAccess {
  const userInfo = useSessionStore((state) => state.userInfo);
  const pending = useSessionStore(isUserInfoPending);
  const failed = useSessionStore((state) => state.userInfoStatus === 'error' && !state.userInfo);
  return {
    userInfo,
    // Without user info the status is unknown: treat a failed load as still checking (a Retry is shown).
    loading: pending || (!userInfo && failed),
    failed,
    canUseChat: userInfo?.access?.canUseChat ?? false,
  };
}
