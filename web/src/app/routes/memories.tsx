import { useCallback, useState } from 'react';
import { VerifyEmailBanner } from '../../features/account/components/verify-email-banner';
import { MemoriesPage } from '../../features/memories/components/memories-page';
import { useSessionStore } from '../../lib/session/session-store';
import { useUserInfo } from '../../lib/session/use-user-info';

/**
 * /memories (behind RequireAuth): "What Bela knows", with the account feature's verify-email banner
 * (the memories API answers verified members only).
 */
export default function MemoriesRoute() {
  const user = useSessionStore((state) => state.user);
  const { userInfo } = useUserInfo();
  const [verifiedHere, setVerifiedHere] = useState(false);
  const onVerified = useCallback(() => setVerifiedHere(true), []);

  // Unverified when either the server's user info or the Firebase user says so.
  const emailVerified = verifiedHere || (userInfo?.emailVerified !== false && user?.emailVerified !== false);
  const email = userInfo?.email ?? user?.email ?? '';

  return <MemoriesPage banner={<VerifyEmailBanner email={email} verified={emailVerified} onVerified={onVerified} />} />;
}
