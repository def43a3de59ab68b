import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ConversationSummary } from '@bela/contracts/chat';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { COMPANION_IMAGE } from '../../../config/app';
import { paths, routePath } from '../../../config/paths';
import { refreshUserInfo } from '../../../lib/session/session';
import { sessionUid, useSessionStore } from '../../../lib/session/session-store';
import { forgetMessages, useDeleteConversation } from '../api/delete-conversation';
import { listedConversations, useConversations } from '../api/get-conversations';
import { prefetchMessages, useEarlyNewestPage, useMessages, usePrefetchMessages } from '../api/get-messages';
import { useAfterFirstPaint } from '../hooks/use-after-first-paint';
import { useChatAccess } from '../hooks/use-chat-access';
import { useCurrentPath } from '../hooks/use-current-path';
import { useIsDesktop } from '../hooks/use-is-desktop';
import { MESSAGE_PARAM } from '../hooks/use-message-focus';
import { useThreadIdentity } from '../hooks/use-thread-identity';
import { CONVERSATION_PARAM } from '../utils/conversation-address';
import { blockReason } from '../utils/input-state';
import { prepareDateFormats } from '../utils/relative-time';
import { ChatAccountProvider } from './chat-account';
import { ChatHeader } from './chat-header';
import { ChatInput } from './chat-input';
import { ChatNotice } from './chat-notice';
import { ChatSidebar } from './chat-sidebar';
import { ChatTurnProvider } from './chat-turn-provider';
import { ConversationMenu } from './export-conversations-menu';
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

/** Focuses an opened drawer's paper unless the focus is already inside it. */
function focusIfOutside(paper: HTMLElement): void {
  if (!paper.contains(paper.ownerDocument.activeElement)) paper.focus();
}

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
 * Runs once, as the chat's code loads: makes the date formatters while the network is busy (a
 * page's first one costs tens of milliseconds).
 */
function prepareDateFormatsWhenIdle(): void {
  if (typeof window === 'undefined') return;
  if ('requestIdleCallback' in window) window.requestIdleCallback(prepareDateFormats, { timeout: 1_000 });
  else setTimeout(prepareDateFormats, 1);
}
prepareDateFormatsWhenIdle();

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
  const urlConversation = searchParams.get(CONVERSATION_PARAM) || null;
  const queryClient = useQueryClient();

  // The conversation the page was opened on comes with the answer of its early request: taken
  // during render, since the chat is rendered hidden, without effects, until that answer names
  // the account (`get-messages.ts`).
  const [openedOn] = useState(urlConversation);
  useEarlyNewestPage(openedOn);

  // Before Firebase has restored the session: the account the server accepted the kept token for.
  const uid = useSessionStore(sessionUid);
  const user = useSessionStore((state) => state.user);
  const access = useChatAccess();
  // The server said the trial has ended before the user info caught up: blocked until it does.
  const expiredByServer = expiredFor !== undefined && expiredFor === access.userInfo;
  const canUseChat = access.canUseChat && !expiredByServer;
  const blockedBy = blockReason({ verified: emailVerified, loading: access.loading, canUseChat });

  // The address decides the thread: `?c=<id>` a conversation, none a new chat.
  const thread = useThreadIdentity(urlConversation);
  const conversationId = thread.conversationId;
  usePrefetchMessages(uid, conversationId, emailVerified);
  const messages = useMessages(uid, conversationId, emailVerified);
  const threadReady = conversationId === null || messages.data !== undefined;

  // Conversations load once the e-mail is verified (the API refuses them before).
  const conversations = useConversations(uid, emailVerified);
  const deletion = useDeleteConversation(uid);

  useEffect(() => preloadLazyDialogs([AboutBelaDialog, AvatarViewerDialog, DeleteConversationDialog]), []);

  const listLoaded = conversations.isSuccess;
  const conversationCount = listedConversations(conversations.data).length;
  useEffect(() => {
    if (listLoaded) onConversationsLoaded?.(conversationCount);
  }, [listLoaded, conversationCount, onConversationsLoaded]);

  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  const selectConversation = useCallback(
    (id: string, messageId?: string) => {
      setDrawerOpen(false);
      if (id === conversationId && !messageId) return;
      // Asked for here: the request goes out before the switch renders.
      if (uid && id !== conversationId) prefetchMessages(queryClient, uid, id);
      setSearchParams(messageId ? { [CONVERSATION_PARAM]: id, [MESSAGE_PARAM]: messageId } : { [CONVERSATION_PARAM]: id });
    },
    [conversationId, uid, queryClient, setSearchParams],
  );

  // The chat changes its own address (a new conversation's ?c=, leaving a deleted one) only while
  // the address is still the chat's. An answer that comes after the member has clicked away (to the
  // crisis protocol, say) while the next page loads would otherwise take them back to the chat.
  const currentPath = useCurrentPath();
  const addressIsChat = useCallback(() => {
    const path = currentPath();
    return path === undefined || routePath(path) === paths.chat;
  }, [currentPath]);

  const { restart, adopt } = thread;
  const newChat = useCallback(() => {
    if (blockedBy === 'expired') {
      onOpenUpgrade();
      return;
    }
    setDrawerOpen(false);
    if (urlConversation) setSearchParams({});
    else restart();
  }, [blockedBy, onOpenUpgrade, urlConversation, setSearchParams, restart]);

  const onConversationCreated = useCallback(
    (id: string) => {
      adopt(id);
      if (addressIsChat()) setSearchParams({ [CONVERSATION_PARAM]: id }, { replace: true });
    },
    [adopt, addressIsChat, setSearchParams],
  );

  const onTrialExpired = useCallback(() => {
    setExpiredFor(access.userInfo);
    onOpenUpgrade();
    void refreshUserInfo();
  }, [access.userInfo, onOpenUpgrade]);

  // A conversation deleted while open is forgotten once the screen has left it (forgotten sooner,
  // the thread still shown would ask for it again).
  const deletedWhileOpen = useRef<string | null>(null);
  // The conversation shown when a delete's answer comes (the member may have opened another meanwhile).
  const shownConversation = useRef(conversationId);
  useEffect(() => {
    shownConversation.current = conversationId;
  });
  useEffect(() => {
    const deleted = deletedWhileOpen.current;
    if (!deleted || deleted === conversationId || !uid) return;
    deletedWhileOpen.current = null;
    forgetMessages(queryClient, uid, deleted);
  }, [conversationId, uid, queryClient]);

  const confirmDelete = () => {
    const conversation = toDelete;
    setToDelete(null);
    if (!conversation) return;
    deletion.mutate(conversation.id, {
      // Deleting the open conversation leaves it for a new chat.
      onSuccess: () => {
        if (conversation.id !== shownConversation.current || !addressIsChat()) return;
        deletedWhileOpen.current = conversation.id;
        setSearchParams({}, { replace: true });
      },
      onError: (error) => setDeleteError(error.message),
    });
  };

  const openAvatar = useCallback(() => setAvatarOpen(true), []);

  const displayName = access.userInfo?.displayName || user?.displayName || '';
  const email = access.userInfo?.email ?? user?.email ?? '';

  const sidebar = (
    <ChatSidebar
      selectedId={conversationId}
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
    <ChatAccountProvider value={uid}>
      <ChatTurnProvider threadKey={thread.key} conversationId={conversationId} onConversationCreated={onConversationCreated}>
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
              slotProps={{
                paper: { 'aria-label': 'Conversations', sx: { width: 'min(86vw, 320px)' } },
                // With reduced motion the drawer opens at once, and MUI's focus trap (9.5) leaves the focus
                // on the toggle outside it, where Escape does not reach the drawer: move it in once open.
                transition: { onEntered: focusIfOutside },
              }}
            >
              {sidebarShown && sidebar}
            </Drawer>
          )}

          <Box component="main" sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', minHeight: 0 }}>
            <ChatHeader
              sidebarOpen={sidebarOpen}
              onToggleSidebar={() => (isDesktop ? setDesktopSidebar((open) => !open) : setDrawerOpen((open) => !open))}
              onOpenAbout={() => setAboutOpen(true)}
              actions={emailVerified && conversationId ? <ConversationMenu conversationId={conversationId} /> : undefined}
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
            {blockedBy === null && <GalleryBanner newChat={conversationId === null} />}
            {emailVerified ? (
              <MessageList threadKey={thread.key} conversationId={conversationId} greeting={thread.greeting} onAvatarClick={openAvatar} />
            ) : (
              <WaitingForVerification />
            )}
            {blockedBy === 'expired' && <UpgradePrompt onUpgrade={onOpenUpgrade} />}
            <ChatNotice isTrialUser={Boolean(access.userInfo?.access.isTrialUser)} onUpgrade={onOpenUpgrade} />
            <ChatInput
              verified={emailVerified}
              loading={access.loading}
              canUseChat={canUseChat}
              hasConversation={conversationId !== null}
              threadReady={threadReady}
              onEmailNotVerified={props.onEmailNotVerified}
              onTrialExpired={onTrialExpired}
            />
          </Box>

          <AboutBelaDialog open={aboutOpen} onClose={() => setAboutOpen(false)} />
          <AvatarViewerDialog open={avatarOpen} onClose={() => setAvatarOpen(false)} />
          <DeleteConversationDialog
            title={toDelete ? toDelete.title.trim() || UNTITLED : null}
            onCancel={() => setToDelete(null)}
            onConfirm={confirmDelete}
          />
          <Snackbar open={deleteError !== null} autoHideDuration={8000} onClose={() => setDeleteError(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
            <Alert severity="error" variant="filled" onClose={() => setDeleteError(null)} sx={{ width: '100%' }}>
              {deleteError}
            </Alert>
          </Snackbar>
        </Box>
      </ChatTurnProvider>
    </ChatAccountProvider>
  );
}
