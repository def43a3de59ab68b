import { useCallback, useState } from 'react';
import { UpgradeDialog } from '../../features/account/components/upgrade-dialog';
import { VerifyEmailBanner } from '../../features/account/components/verify-email-banner';
import { GalleryPage } from '../../features/gallery/components/gallery-page';
import { useSessionStore } from '../../lib/session/session-store';
import { useUserInfo } from '../../lib/session/use-user-info';

/**
 * /image-feed-demo (behind RequireLogin): the gallery, with the account feature's verify-email
 * banner and Upgrade to Premium dialog (opened by the promo card and by every locked photo).
 */
export default function GalleryRoute() {
  const user = useSessionStore((state) => state.user);
  const { userInfo } = useUserInfo();
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const [verifiedHere, setVerifiedHere] = useState(false);
  const onVerified = useCallback(() => setVerifiedHere(true), []);

  // Unverified when either the server's user info or the Firebase user says so.
  const emailVerified = verifiedHere || (userInfo?.emailVerified !== false && user?.emailVerified !== false);
  const email = userInfo?.email ?? user?.email ?? '';

  return (
    <>
      <GalleryPage
        banner={<VerifyEmailBanner email={email} verified={emailVerified} onVerified={onVerified} />}
        onUpgrade={() => setUpgradeOpen(true)}
      />
      <UpgradeDialog open={upgradeOpen} onClose={() => setUpgradeOpen(false)} />
    </>
  );
}
