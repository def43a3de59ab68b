import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ConversationSummary } from '@shared/contracts/chat';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAfterFirstPaint } from '../hooks/use-after-first-paint';
import { COMPANION_IMAGE } from '../../../config/app';
import { hasSessionHint } from '../../../lib/session/session-hint';
import { refreshUserInfo } from '../../../lib/session/session';
import { sessionUid, useSessionStore } from '../../../lib/session/session-store';
import { useChatAccess } from '../hooks/use-chat-access';
import { useIsDesktop } from '../hooks/use-is-desktop';
import { useChatStore } from '../stores/chat-store';
import { useConversationListStore } from '../stores/conversation-list-store';
import { useThreadStore } from '../stores/thread-store';
import { addressedConversation, CONVERSATION_PARAM } from '../utils/conversation-address';
import { blockReason } from '../utils/input-state';
import { prepareDateFormats } from '../utils/relative-time';
import { ChatHeader } from './chat-header';
import { ChatInput } from './chat-input';
import { ChatNotice } from './chat-notice';
import { ChatSidebar } from './chat-sidebar';
import { GalleryBanner } from './gallery-banner';
import { lazyDialog, preloadLazyDialogs } from './lazy-dialog';
import { MessageList } from './message-list';
import { UNTITLED } from './conversation-item';
import { UpgradePrompt } from './upgrade-prompt';

export const SIDEBAR_WIDTH = 300;

// Closed until asked for: their code loads when the browser is idle, not before the first paint.
const AboutBelaDialog = lazyDialog(() => import('./about-bela-dialog').then((m) => m.AboutBelaDialog), (props) => props.open);
const AvatarViewerDialog = lazyDialog(() => import('./avatar-viewer-dialog').then((m) => m.AvatarViewerDialog), (props) => props.open);
const DeleteConversationDialog = lazyDialog(
  () => import('./delete-conversation-dialog').then((m) => m.DeleteConversationDialog),
  (props) => props.title !== null,
);

/** The thread's place while the e-mail is unverified: Bela, waiting. */
function WaitingForVerification() {
  return (
    <Stack spacing={1.5} sx={{ flex: 1, alignItems: 'center', justifyContent: 'center', textAlign: 'center', px: 3, py: 4, color: 'text.secondary' }}>
      <Box component="img" src={COMPANION_IMAGE} alt="" width={88} height={88} sx={{ borderRadius: '50%', opacity: 0.85, filter: 'grayscale(0.25)' }} />
      <Typography sx={{ maxWidth: 360 }}>Bela can&apos;t wait to meet you. Verify your email and your first chat starts right here.</Typography>
    </Stack>
  );
}
/**
 * Runs once, as the chat's code loads (beside Firebase Auth, before the session is restored). It
 * takes the newest page of the conversation in the address: the page's entry has normally asked
 * for it already with the ID token Firebase keeps (`early-newest-page.ts`), else it is asked for as
 * soon as the session is back, rather than after the screen's first render. The thread opens with
 * it as it arrives. It also makes the date formatters while the network is busy (a page's first one
 * costs tens of milliseconds).
 */
function prepareFirstOpen(): void {
  if (typeof window === 'undefined') return;
  const conversationId = addressedConversation(window.location);
  if (conversationId && hasSessionHint()) {
    useThreadStore.getState().prefetch(conversationId, { showOnArrival: true });
  }
  if ('requestIdleCallback' in window) window.requestIdleCallback(prepareDateFormats, { timeout: 1_000 });
  else setTimeout(prepareDateFormats, 1);
}
prepareFirstOpen();

export interface ChatScreenProps {
  /** The e-mail is verified (decided by the route, which also shows the verify banner). */
  emailVerified: boolean;
  /** Shown above the thread (the verify-email banner). */
  banner?: ReactNode;
  loggingOut: boolean;
  onOpenAccount: () => void;
  onOpenFeedback: () => void;
  onOpenUpgrade: () => void;
  onLogout: () => void;
  /** The server refused a message because the e-mail is not verified. */
  onEmailNotVerified: () => void;
  /** The first page of conversations arrived (for the Welcome modal). */
  onConversationsLoaded?: (count: number) => void;
}

/** The chat screen of SPEC section 2: sidebar (or drawer), header, thread, input. */
export function ChatScreen(props: ChatScreenProps) {
  const { emailVerified, onOpenUpgrade, onConversationsLoaded } = props;
  const isDesktop = useIsDesktop();
  const [desktopSidebar, setDesktopSidebar] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [aboutOpen, setAboutOpen] = useState(false);
  const [avatarOpen, setAvatarOpen] = useState(false);
  const [toDelete, setToDelete] = useState<ConversationSummary | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  /** The user info that was current when the server said the trial has ended (until it changes). */
  const [expiredFor, setExpiredFor] = useState<object | null | undefined>(undefined);
  const [searchParams, setSearchParams] = useSearchParams();
  const urlConversation = searchParams.get(CONVERSATION_PARAM);

  // Before Firebase has restored the session: the account the server accepted the kept token for.
  const uid = useSessionStore(sessionUid);
  const user = useSessionStore((state) => state.user);
  const access = useChatAccess();
  // The server said the trial has ended before the user info caught up: blocked until it does.
  const expiredByServer = expiredFor !== undefined && expiredFor === access.userInfo;
  const canUseChat = access.canUseChat && !expiredByServer;
  const blockedBy = blockReason({ verified: emailVerified, loading: access.loading, canUseChat });
  const listStatus = useConversationListStore((state) => state.status);
  const conversationCount = useConversationListStore((state) => state.conversations.length);

  useEffect(() => {
    if (uid) useChatStore.getState().ensureOwner(uid);
  }, [uid]);

  useEffect(() => preloadLazyDialogs(), []);

  // Conversations load once the e-mail is verified (the API refuses them before).
  useEffect(() => {
    if (!emailVerified || !uid) return;
    const list = useConversationListStore.getState();
    // Back on the screen after another page: catch up on what changed meanwhile.
    if (list.status === 'idle') void list.load();
    else if (list.status === 'ready') void list.refresh();
  }, [emailVerified, uid]);

  useEffect(() => {
    if (listStatus === 'ready') onConversationsLoaded?.(conversationCount);
  }, [listStatus, conversationCount, onConversationsLoaded]);

  // The URL decides the open thread: `?c=<id>` opens it, none means a new chat.
  useEffect(() => {
    if (!emailVerified || !uid) return;
    const thread = useThreadStore.getState();
    if (urlConversation) {
      if (thread.conversationId !== urlConversation || thread.status === 'idle') void thread.open(urlConversation);
    } else if (thread.conversationId !== null || thread.status === 'idle') {
      thread.startNew();
    }
  }, [urlConversation, emailVerified, uid]);

  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  const selectConversation = useCallback(
    (id: string) => {
      setDrawerOpen(false);
      const thread = useThreadStore.getState();
      if (id === thread.conversationId) return;
      // Opened here, not by the URL's effect: the request goes out before the switch renders.
      void thread.open(id);
      setSearchParams({ [CONVERSATION_PARAM]: id });
    },
    [setSearchParams],
  );

  const newChat = useCallback(() => {
    if (blockedBy === 'expired') {
      onOpenUpgrade();
      return;
    }
    setDrawerOpen(false);
    if (urlConversation) setSearchParams({});
    else useThreadStore.getState().startNew();
  }, [blockedBy, onOpenUpgrade, urlConversation, setSearchParams]);

  const onConversationCreated = useCallback(
    (id: string) => setSearchParams({ [CONVERSATION_PARAM]: id }, { replace: true }),
    [setSearchParams],
  );

  const onTrialExpired = useCallback(() => {
    setExpiredFor(useSessionStore.getState().userInfo);
    onOpenUpgrade();
    void refreshUserInfo({ silent: true });
  }, [onOpenUpgrade]);

  const confirmDelete = async () => {
    const conversation = toDelete;
    setToDelete(null);
    if (!conversation) return;
    try {
      await useConversationListStore.getState().remove(conversation.id);
      if (useThreadStore.getState().conversationId === conversation.id) setSearchParams({}, { replace: true });
    } catch (error) {
      setDeleteError(error instanceof Error ? error.message : 'Failed to delete conversation: Unknown error');
    }
  };

  const openAvatar = useCallback(() => setAvatarOpen(true), []);

  const displayName = access.userInfo?.displayName || user?.displayName || '';
  const email = access.userInfo?.email ?? user?.email ?? '';

  const sidebar = (
    <ChatSidebar
      userInfo={access.userInfo}
      loading={access.loading}
      verified={emailVerified}
      displayName={displayName}
      email={email}
      newChatBlocked={blockedBy === 'expired'}
      loggingOut={props.loggingOut}
      onNewChat={newChat}
      onSelectConversation={selectConversation}
      onDeleteConversation={setToDelete}
      onOpenAccount={() => {
        setDrawerOpen(false);
        props.onOpenAccount();
      }}
      onOpenFeedback={() => {
        setDrawerOpen(false);
        props.onOpenFeedback();
      }}
      onOpenUpgrade={() => {
        setDrawerOpen(false);
        onOpenUpgrade();
      }}
      onLogout={props.onLogout}
    />
  );

  const sidebarOpen = isDesktop ? desktopSidebar : drawerOpen;
  // The conversation list comes a frame after the thread: its place is kept meanwhile.
  const sidebarShown = useAfterFirstPaint();

  return (
    <Box sx={{ height: '100dvh', display: 'flex', bgcolor: 'background.default', overflow: 'hidden' }}>
      {isDesktop ? (
        <Box
          sx={{
            width: desktopSidebar ? SIDEBAR_WIDTH : 0,
            flex: '0 0 auto',
            overflow: 'hidden',
            borderRight: desktopSidebar ? 1 : 0,
            borderColor: 'divider',
            transition: 'width 200ms ease',
          }}
          aria-hidden={!desktopSidebar}
          inert={!desktopSidebar || undefined}
        >
          <Box sx={{ width: SIDEBAR_WIDTH, height: '100%' }}>{sidebarShown && sidebar}</Box>
        </Box>
      ) : (
        <Drawer
          open={drawerOpen}
          onClose={closeDrawer}
          ModalProps={{ keepMounted: true }}
          // The open drawer is a modal dialog (the page behind is hidden from screen readers): named.
          slotProps={{ paper: { 'aria-label': 'Conversations', sx: { width: 'min(86vw, 320px)' } } }}
        >
          {sidebarShown && sidebar}
        </Drawer>
      )}

      <Box component="main" sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', minHeight: 0 }}>
        <ChatHeader
          sidebarOpen={sidebarOpen}
          onToggleSidebar={() => (isDesktop ? setDesktopSidebar((open) => !open) : setDrawerOpen((open) => !open))}
          onOpenAbout={() => setAboutOpen(true)}
        />
        {props.banner}
        {access.failed && !access.userInfo && (
          <Box sx={{ px: { xs: 1.5, sm: 3 }, pt: 1.5 }}>
            <Alert
              severity="warning"
              sx={{ maxWidth: 820, mx: 'auto' }}
              action={
                <Button color="inherit" size="small" onClick={() => void refreshUserInfo()}>
                  Retry
                </Button>
              }
            >
              We couldn&apos;t check your subscription status.
            </Alert>
          </Box>
        )}
        {blockedBy === null && <GalleryBanner />}
        {emailVerified ? <MessageList onAvatarClick={openAvatar} /> : <WaitingForVerification />}
        {blockedBy === 'expired' && <UpgradePrompt onUpgrade={onOpenUpgrade} />}
        <ChatNotice isTrialUser={Boolean(access.userInfo?.access.isTrialUser)} onUpgrade={onOpenUpgrade} />
        <ChatInput
          verified={emailVerified}
          loading={access.loading}
          canUseChat={canUseChat}
          onConversationCreated={onConversationCreated}
          onEmailNotVerified={props.onEmailNotVerified}
          onTrialExpired={onTrialExpired}
        />
      </Box>

      <AboutBelaDialog open={aboutOpen} onClose={() => setAboutOpen(false)} />
      <AvatarViewerDialog open={avatarOpen} onClose={() => setAvatarOpen(false)} />
      <DeleteConversationDialog
        title={toDelete ? toDelete.title.trim() || UNTITLED : null}
        onCancel={() => setToDelete(null)}
        onConfirm={() => void confirmDelete()}
      />
      <Snackbar open={deleteError !== null} autoHideDuration={8000} onClose={() => setDeleteError(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        <Alert severity="error" variant="filled" onClose={() => setDeleteError(null)} sx={{ width: '100%' }}>
          {deleteError}
        </Alert>
      </Snackbar>
    </Box>
  );
}
