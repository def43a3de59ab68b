import KeyboardArrowDown from '../../../components/icons/material/keyboard-arrow-down';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { COMPANION_IMAGE } from '../../../config/app';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { dropConversation } from '../api/delete-conversation';
import { useMessages } from '../api/get-messages';
import { useRestoreFocus } from '../hooks/use-focus-return';
import { MESSAGE_PARAM, useMessageFocus } from '../hooks/use-message-focus';
import { useFirstPaintRows } from '../hooks/use-first-paint-rows';
import { useStickToBottom } from '../hooks/use-stick-to-bottom';
import { latestExchangeIds, storedMessages } from '../turn/thread-view';
import type { DisplayMessage } from '../utils/display-message';
import { mergeThread } from '../utils/turn-reducer';
import { useChatUid } from './chat-account';
import { useTurn } from './chat-turn-provider';
import { formatDayLabel, isDifferentDay } from '../utils/relative-time';
import { BelaRow, Bubble, ThreadContent } from './message-bubble';
import { MessageRow } from './message-row';
import { StreamingReply } from './streaming-reply';
import { AiNoticeLine } from './ai-notice-line';

export const EMPTY_CONVERSATION_TEXT = 'This conversation is empty. Send a message to start!';
export const NO_CONVERSATION_TEXT = 'Start a new chat with Bela, your AI companion!';
export const GONE_CONVERSATION_TEXT = 'This conversation was deleted, or it does not exist.';

/** The server has no such conversation for the member (deleted, maybe on another device): asking again cannot help. */
const isGone = (error: unknown) => isApiError(error) && error.code === 'conversation-not-found';

const DaySeparator = memo(function DaySeparator({ createdAt }: { createdAt: string }) {
  return (
    <div role="separator" className="thread-day">
      {formatDayLabel(createdAt)}
    </div>
  );
});

function CenteredStatus({ children }: { children: ReactNode }) {
  return (
    <Stack spacing={2} sx={{ flex: 1, alignItems: 'center', justifyContent: 'center', py: 6, textAlign: 'center', color: 'text.secondary' }}>
      {children}
    </Stack>
  );
}

function NewChatHero() {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', pt: { xs: 3, sm: 6 }, pb: 3 }}>
      <Box
        component="img"
        src={COMPANION_IMAGE}
        alt=""
        width={96}
        height={96}
        sx={{ borderRadius: '50%', boxShadow: '0 0 0 4px #fff, 0 10px 30px rgba(42,20,33,0.18)' }}
      />
      <Typography variant="h5" component="p" sx={{ fontSize: { xs: 20, sm: 24 }, maxWidth: 420 }}>
        {NO_CONVERSATION_TEXT}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 400 }}>
        Bela is an AI character. Say hi, tell her about your day, or ask her anything.
      </Typography>
    </Stack>
  );
}

interface MessageListProps {
  /** The thread shown (`use-thread-identity.ts`): its key, conversation (null: a new chat) and greeting. */
  threadKey: number;
  conversationId: string | null;
  greeting: string | null;
  onAvatarClick: () => void;
}

const NO_IDS: ReadonlySet<string> = new Set();

/**
 * The thread: newest page first, older pages when the reader scrolls to the top (the position is
 * kept), the streamed reply at the end, and a jump button when new messages arrive below. Memoised:
 * a streamed token renders the streaming bubble only.
 */
export const MessageList = memo(function MessageList({ threadKey, conversationId, greeting, onAvatarClick }: MessageListProps) {
  const uid = useChatUid();
  const query = useMessages(uid, conversationId, true);
  const { turnMessages, cut, sending, aiNotices, focus } = useTurn();
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, refetch } = query;
  const stored = useMemo(() => storedMessages(data), [data]);
  const messages = useMemo(() => mergeThread(stored, turnMessages, cut), [stored, turnMessages, cut]);
  // The latest exchange can be changed (edited, regenerated, flipped) while no turn runs.
  const latestIds = useMemo(() => (sending || conversationId === null ? NO_IDS : latestExchangeIds(messages)), [sending, conversationId, messages]);
  let threadStatus: 'loading' | 'error' | 'gone' | 'ready' = 'ready';
  if (conversationId !== null && !data) threadStatus = query.isError ? (isGone(query.error) ? 'gone' : 'error') : 'loading';
  // Gone from the server: gone from the lists and search hits cached here too.
  const client = useQueryClient();
  useEffect(() => {
    if (threadStatus === 'gone' && uid && conversationId) dropConversation(client, uid, conversationId);
  }, [threadStatus, uid, conversationId, client]);
  const hasEarlier = conversationId !== null && hasNextPage;
  const loadingEarlier = isFetchingNextPage;
  const earlierFailed = isFetchNextPageError;
  const loadEarlier = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  // The first paint shows the newest rows only; the rest follow at once (opened at a message: all).
  const [params] = useSearchParams();
  const firstPaint = useFirstPaintRows(threadKey, threadStatus === 'ready', messages.length, params.has(MESSAGE_PARAM));
  const shownFrom = firstPaint === null ? 0 : Math.max(0, messages.length - firstPaint);

  const onNearTop = useCallback(() => {
    if (firstPaint === null && hasEarlier && !loadingEarlier && !earlierFailed) loadEarlier();
  }, [firstPaint, hasEarlier, loadingEarlier, earlierFailed, loadEarlier]);

  const last = messages.at(-1);
  const { scrollRef, contentRef, hasUnseen, isAway, scrollToBottom } = useStickToBottom({
    threadKey,
    firstId: messages[shownFrom]?.id,
    lastId: last?.id,
    lastIsOwn: last?.role === 'user',
    onNearTop,
  });
  // Opened at a message (a search hit): paged up to it, scrolled to it and highlighted.
  const focusedId = useMessageFocus({ conversationId, messages, ready: threadStatus === 'ready', hasEarlier, loadingEarlier, earlierFailed, loadEarlier, scrollRef });
  // A change of the latest exchange that took away the focused control gives the focus back.
  useRestoreFocus(focus, scrollRef, sending, threadKey);

  // Day separators: computed once per change of the list, never per streamed token.
  const newDay = useMemo(
    () =>
      messages.map((message, index) =>
        // A chat opens with the greeting (no date): no separator above its first message.
        index === 0 ? greeting === null || hasEarlier : isDifferentDay(messages[index - 1]!.createdAt, message.createdAt),
      ),
    [messages, greeting, hasEarlier],
  );

  let body: ReactNode;
  if (threadStatus === 'loading') {
    body = (
      <CenteredStatus>
        <CircularProgress size={28} aria-hidden />
        <Typography role="status">Loading messages...</Typography>
      </CenteredStatus>
    );
  } else if (threadStatus === 'gone') {
    body = (
      <CenteredStatus>
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={paths.chat} color="inherit" size="small">
              Start a new chat
            </Button>
          }
        >
          {GONE_CONVERSATION_TEXT}
        </Alert>
      </CenteredStatus>
    );
  } else if (threadStatus === 'error') {
    body = (
      <CenteredStatus>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Retry
            </Button>
          }
        >
          Failed to load messages for this conversation.
        </Alert>
      </CenteredStatus>
    );
  } else {
    body = (
      <>
        {hasEarlier && shownFrom === 0 && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
            {loadingEarlier ? (
              <CircularProgress size={22} aria-label="Loading earlier messages" />
            ) : (
              <Button size="small" variant="text" onClick={loadEarlier}>
                {earlierFailed ? "Couldn't load earlier messages. Try again" : 'Load earlier messages'}
              </Button>
            )}
          </Box>
        )}
        {greeting !== null && messages.length === 0 && <NewChatHero />}
        {/* The opening line heads the thread: shown once its first page is loaded. */}
        {greeting !== null && !hasEarlier && shownFrom === 0 && (
          <BelaRow onAvatarClick={onAvatarClick}>
            <Bubble tone="bela" data-testid="message-greeting">
              {greeting}
            </Bubble>
          </BelaRow>
        )}
        {greeting === null && conversationId && messages.length === 0 && (
          <CenteredStatus>
            <Typography>{EMPTY_CONVERSATION_TEXT}</Typography>
          </CenteredStatus>
        )}
        {messages.slice(shownFrom).map((message: DisplayMessage, index) => (
          <MessageItem
            key={message.id}
            message={message}
            newDay={newDay[shownFrom + index] ?? false}
            focused={message.id === focusedId}
            latest={latestIds.has(message.id)}
            aiNotice={message.role === 'user' ? aiNotices.get(message.id) : undefined}
            onAvatarClick={onAvatarClick}
          />
        ))}
        <StreamingReply onAvatarClick={onAvatarClick} />
      </>
    );
  }

  return (
    <Box sx={{ position: 'relative', flex: 1, minHeight: 0, display: 'flex' }}>
      <Box
        ref={scrollRef}
        role="log"
        aria-label="Conversation with Bela"
        tabIndex={-1}
        aria-live="off"
        data-testid="message-scroller"
        sx={{
          flex: 1,
          overflowY: 'auto',
          overflowAnchor: 'none',
          overscrollBehavior: 'contain',
          px: { xs: 1.5, sm: 3 },
          // Messages fade out under the top edge instead of being cut.
          maskImage: 'linear-gradient(to bottom, transparent 0, #000 14px)',
          '& [data-message-id]': { borderRadius: '16px', transition: 'background-color 600ms ease-out, box-shadow 600ms ease-out' },
          '& [data-focused]': { bgcolor: 'rgba(176, 48, 90, 0.1)', boxShadow: '0 0 0 2px rgba(176, 48, 90, 0.35)', outline: 'none' },
        }}
      >
        <ThreadContent ref={contentRef}>{body}</ThreadContent>
      </Box>
      {isAway && threadStatus === 'ready' && (
        <Fab
          size="small"
          variant={hasUnseen ? 'extended' : 'circular'}
          color={hasUnseen ? 'primary' : 'default'}
          onClick={() => scrollToBottom(true)}
          aria-label={hasUnseen ? 'New messages' : 'Jump to latest'}
          sx={{ position: 'absolute', bottom: 16, left: '50%', transform: 'translateX(-50%)', boxShadow: 3, bgcolor: hasUnseen ? undefined : '#fff' }}
        >
          <KeyboardArrowDown sx={{ mr: hasUnseen ? 0.5 : 0 }} />
          {hasUnseen ? 'New messages' : null}
        </Fab>
      )}
    </Box>
  );
});

/** A row with its day separator (and the notice that Bela is an AI after it). Memoised: only rows whose message changed render again. */
const MessageItem = memo(function MessageItem({
  message,
  newDay,
  focused,
  latest,
  aiNotice,
  onAvatarClick,
}: {
  message: DisplayMessage;
  newDay: boolean;
  /** Opened at this message (a search hit): highlighted for a few seconds. */
  focused: boolean;
  /** In the latest exchange, which can be changed now. */
  latest: boolean;
  /** The notice that Bela is an AI the member's message came with, shown before the reply. */
  aiNotice: string | undefined;
  onAvatarClick: () => void;
}) {
  return (
    <>
      {newDay && <DaySeparator createdAt={message.createdAt} />}
      <div data-message-id={message.id} data-focused={focused || undefined} tabIndex={focused ? -1 : undefined}>
        <MessageRow message={message} latest={latest} onAvatarClick={onAvatarClick} />
      </div>
      {aiNotice && <AiNoticeLine text={aiNotice} />}
    </>
  );
});
