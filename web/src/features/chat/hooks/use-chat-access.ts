/** Chat availability (SPEC section 4) from the member's user info: loading, failed, canUseChat. */
import type { UserInfo } from '@bela/contracts/auth';
import { useUserInfo } from '../../../lib/session/use-user-info';

export interface ChatAccess {
  userInfo: UserInfo | null;
  /** The user info (and with it the subscription status) is still being checked. */
  loading: boolean;
  /** The user info could not be loaded. */
  failed: boolean;
  canUseChat: boolean;
}

export function useChatAccess(): ChatAccess {
  const { userInfo, status, pending } = useUserInfo();
  const failed = status === 'error' && !userInfo;
  return {
    userInfo,
    // Without user info the status is unknown: treat a failed load as still checking (a Retry is shown).
    loading: pending || failed,
    failed,
    canUseChat: userInfo?.access?.canUseChat ?? false,
  };
}
