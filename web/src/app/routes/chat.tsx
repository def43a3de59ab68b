import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { logout } from '../../lib/session/session';
import { useSessionStore } from '../../lib/session/session-store';
import { useUserInfo } from '../../lib/session/use-user-info';
import { VerifyEmailBanner } from '../../features/account/components/verify-email-banner';
import { ChatScreen } from '../../features/chat/components/chat-screen';
import { ExportConversationsButton } from '../../features/chat/components/export-conversations-menu';
import { lazyWhenLoaded } from '../../components/lazy-when-loaded';
import { lazyDialog, preloadLazyDialogs } from '../../features/chat/components/lazy-dialog';
import { ReplyMemoriesProvider, type RenderReplyMemories } from '../../features/chat/components/reply-memories-slot';
import { ReplyMemories } from '../../features/memories/components/reply-memories';
import { ChatPhotoMoments } from './chat-photo-moments';
import { noteCheckInOpened } from '../../features/check-ins/api/push-token';
import { refreshDeviceOnce } from '../../features/check-ins/utils/device-push';
import { VoiceSlotsProvider, type VoiceSlots } from '../../features/chat/components/voice-slots';
import { ComposerVoice } from '../../features/voice/components/composer-voice';
import { ReplyVoiceButton } from '../../features/voice/components/reply-voice-button';
import { VoiceSettings } from '../../features/voice/components/voice-settings';

type OpenDialog = 'account' | 'feedback' | 'upgrade' | null;

// Closed until asked for: their code loads when the browser is idle, not before the chat's first paint.
const isOpen = (props: { open: boolean }) => props.open;
// The check-ins section loads with the account dialog's contents, not with the chat.
const CheckInsSection = lazyWhenLoaded(() => import('../../features/check-ins/components/check-ins-section').then((m) => m.CheckInsSection));
// The check-ins section's code comes with the account dialog's, so the dialog opens whole: a section
// that arrived after it moved "Delete my account" under a click already on its way.
const AccountDialog = lazyDialog(
  () => Promise.all([import('../../features/account/components/account-dialog'), CheckInsSection.preload()]).then(([m]) => m.AccountDialog),
  isOpen,
);
const UpgradeDialog = lazyDialog(() => import('../../features/account/components/upgrade-dialog').then((m) => m.UpgradeDialog), isOpen);
const ContactSupportDialog = lazyDialog(
  () => import('../../features/contact/components/contact-support-dialog').then((m) => m.ContactSupportDialog),
  isOpen,
);
const WelcomeModal = lazyDialog(() => import('../../features/account/components/welcome-modal').then((m) => m.WelcomeModal), isOpen);

/** Under each reply Bela's memory touched: the memories feature's lines (what she learned, with Undo; what she remembered). */
const replyMemories: RenderReplyMemories = (notes) => <ReplyMemories {...notes} />;

/** Bela's voice (issue 43): play / pause under her replies; the microphone and voice mode beside the composer. */
const voiceSlots: VoiceSlots = {
  reply: (props) => <ReplyVoiceButton {...props} />,
  composer: (props) => <ComposerVoice {...props} />,
};

/**
 * /chat (behind RequireAuth): the chat screen, with the account feature's banner and dialogs
 * (verify e-mail, Account Information, Upgrade to Premium, Contact Support, Welcome) and the
 * memories feature's lines under Bela's replies.
 */
export default function ChatRoute() {
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.user);
  const { userInfo } = useUserInfo();
  const justSignedUp = useSessionStore((state) => state.justSignedUp);
  const setJustSignedUp = useSessionStore((state) => state.setJustSignedUp);
  const trialAlreadyUsed = useSessionStore((state) => state.trialAlreadyUsed);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [loggingOut, setLoggingOut] = useState(false);
  /** The server refused a message as unverified although the client thought otherwise. */
  const [serverUnverified, setServerUnverified] = useState(false);
  const [conversationCount, setConversationCount] = useState<number | null>(null);
  const [welcomeDismissed, setWelcomeDismissed] = useState(false);

  // Unverified when either the server's user info or the Firebase user says so.
  const emailVerified = !serverUnverified && userInfo?.emailVerified !== false && user?.emailVerified !== false;
  const email = userInfo?.email ?? user?.email ?? '';
  const name = userInfo?.displayName || user?.displayName || '';

  const onLogout = useCallback(async () => {
    setLoggingOut(true);
    try {
      await logout();
    } finally {
      navigate(paths.home, { replace: true });
    }
  }, [navigate]);

  const onAccountDeleted = useCallback(() => {
    setDialog(null);
    void onLogout();
  }, [onLogout]);

  const showWelcome =
    !welcomeDismissed &&
    justSignedUp &&
    // A sign-up whose address had its trial before is told so, even with no days left.
    Boolean(user && userInfo?.access.isTrialUser && (userInfo.access.canUseChat || trialAlreadyUsed)) &&
    // A just-created account has no conversations; once verified, the loaded list confirms it.
    (!emailVerified || conversationCount === 0);

  // Once: dismissing clears the sign-up flag, so neither a later visit nor a remount shows it again.
  const dismissWelcome = () => {
    setWelcomeDismissed(true);
    setJustSignedUp(false);
  };

  const openUpgrade = useCallback(() => setDialog('upgrade'), []);

  useEffect(() => preloadLazyDialogs([AccountDialog, UpgradeDialog, ContactSupportDialog, WelcomeModal]), []);

  // A device registered for check-in notifications gives the server its current token once a session.
  useEffect(() => {
    if (user) refreshDeviceOnce();
  }, [user]);

  // Opened from a check-in's notification (`?c=...&message=...&from=check-in`): noted once for the operator's figures.
  const [searchParams, setSearchParams] = useSearchParams();
  const fromCheckIn = searchParams.get('from') === 'check-in' && user !== null ? { conversationId: searchParams.get('c'), messageId: searchParams.get('message') } : null;
  useEffect(() => {
    if (!fromCheckIn) return;
    if (fromCheckIn.conversationId && fromCheckIn.messageId) void noteCheckInOpened(fromCheckIn.conversationId, fromCheckIn.messageId).catch(() => undefined);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('from');
        return next;
      },
      { replace: true },
    );
  }, [fromCheckIn?.conversationId, fromCheckIn?.messageId, setSearchParams]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <>
      <ChatPhotoMoments onUpgrade={openUpgrade}>
      <ReplyMemoriesProvider render={replyMemories}>
        <VoiceSlotsProvider slots={voiceSlots}>
          <ChatScreen
            emailVerified={emailVerified}
            banner={<VerifyEmailBanner email={email} verified={emailVerified} onVerified={() => setServerUnverified(false)} />}
            loggingOut={loggingOut}
            onOpenAccount={() => setDialog('account')}
            onOpenFeedback={() => setDialog('feedback')}
            onOpenUpgrade={openUpgrade}
            onLogout={() => void onLogout()}
            onEmailNotVerified={() => setServerUnverified(true)}
            onConversationsLoaded={setConversationCount}
          />
        </VoiceSlotsProvider>
      </ReplyMemoriesProvider>
      </ChatPhotoMoments>
      <AccountDialog
        open={dialog === 'account'}
        onClose={() => setDialog(null)}
        onUpgrade={openUpgrade}
        onAccountDeleted={onAccountDeleted}
        conversationsExport={emailVerified ? <ExportConversationsButton /> : undefined}
        voiceSettings={<VoiceSettings />}
        checkIns={emailVerified ? <CheckInsSection /> : undefined}
      />
      <UpgradeDialog open={dialog === 'upgrade'} onClose={() => setDialog(null)} />
      <ContactSupportDialog open={dialog === 'feedback'} onClose={() => setDialog(null)} defaultName={name} defaultEmail={email} />
      <WelcomeModal
        open={showWelcome}
        name={name}
        email={email}
        verified={emailVerified}
        trialDays={userInfo?.access.trialDurationDays ?? 0}
        trialAlreadyUsed={trialAlreadyUsed}
        daysRemaining={userInfo?.access.daysRemaining ?? 0}
        onClose={dismissWelcome}
      />
    </>
  );
}
