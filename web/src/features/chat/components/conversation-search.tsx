import ClearRounded from '../../../components/icons/material/clear-rounded';
import SearchRounded from '../../../components/icons/material/search-rounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SearchHit } from '@bela/contracts/chat-search';
import { useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchMessages } from '../api/search-messages';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { formatFullDate, formatRelativeTime } from '../utils/relative-time';
import { snippetParts } from '../utils/search-snippet';
import { useChatUid } from './chat-account';
import { UNTITLED } from './conversation-item';

export const SEARCH_DEBOUNCE_MS = 300;
export const NO_MATCH_TEXT = 'No messages match';

interface ConversationSearchProps {
  /** False while the e-mail is unverified: nothing is searched then. */
  enabled: boolean;
  /** A hit was chosen: open its conversation at the message. */
  onOpen: (conversationId: string, messageId: string) => void;
  /** What the sidebar shows while nothing is searched (the conversation list). */
  children: ReactNode;
}

/**
 * The search box above the conversation list: typing (debounced) searches every message of the
 * member's conversations, and the hits take the list's place until the box is cleared (Escape).
 */
export function ConversationSearch({ enabled, onOpen, children }: ConversationSearchProps) {
  const [text, setText] = useState('');
  const typed = text.trim();
  const query = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || text === '') return;
    // Clears the box; only an empty box lets Escape through (to close the drawer).
    event.stopPropagation();
    setText('');
  };

  return (
    <>
      <Box role="search" sx={{ px: 2, pb: 1 }}>
        <OutlinedInput
          type="search"
          size="small"
          fullWidth
          value={text}
          disabled={!enabled}
          placeholder="Search messages"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          inputProps={{ 'aria-label': 'Search messages', maxLength: 200, enterKeyHint: 'search' }}
          startAdornment={
            <InputAdornment position="start">
              <SearchRounded fontSize="small" aria-hidden />
            </InputAdornment>
          }
          endAdornment={
            text !== '' ? (
              <InputAdornment position="end">
                <IconButton size="small" edge="end" aria-label="Clear search" onClick={() => setText('')}>
                  <ClearRounded fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : null
          }
          sx={{
            borderRadius: '999px',
            bgcolor: '#fff',
            fontSize: 14,
            // The browser's own clear button would duplicate ours.
            '& input::-webkit-search-cancel-button': { display: 'none' },
          }}
        />
      </Box>
      {typed === '' ? children : <SearchResults enabled={enabled} query={query} settling={query !== typed} onOpen={onOpen} />}
    </>
  );
}

function SearchResults({
  enabled,
  query,
  settling,
  onOpen,
}: {
  enabled: boolean;
  query: string;
  /** The box changed and the search has not been asked yet. */
  settling: boolean;
  onOpen: (conversationId: string, messageId: string) => void;
}) {
  const { data, isPending, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError } = useSearchMessages(useChatUid(), query, enabled);
  const hits = useMemo(() => data?.pages.flatMap((page) => page.hits) ?? [], [data]);

  let body: ReactNode;
  if (settling || (isPending && query !== '')) {
    body = (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 1.5, py: 1, color: 'text.secondary' }}>
        <CircularProgress size={16} aria-hidden />
        <Typography variant="body2" role="status">
          Searching…
        </Typography>
      </Stack>
    );
  } else if (isError && !data) {
    body = (
      <Alert
        severity="error"
        sx={{ mx: 0.5 }}
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            Retry
          </Button>
        }
      >
        Search failed. Please try again.
      </Alert>
    );
  } else {
    body = (
      <>
        {hits.length === 0 && !hasNextPage ? (
          <Typography variant="body2" role="status" sx={{ color: 'text.secondary', px: 1.5, py: 1 }}>
            {NO_MATCH_TEXT}
          </Typography>
        ) : (
          <Box component="ul" aria-label="Messages found" sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 0.25 }}>
            {hits.map((hit) => (
              <SearchHitItem key={hit.messageId} hit={hit} onOpen={onOpen} />
            ))}
          </Box>
        )}
        {hasNextPage && (
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', py: 1, gap: 0.5 }}>
            {isFetchNextPageError && (
              <Typography variant="caption" sx={{ color: 'error.main' }} role="alert">
                Search failed. Please try again.
              </Typography>
            )}
            <Button
              size="small"
              onClick={() => void fetchNextPage()}
              disabled={isFetchingNextPage}
              startIcon={isFetchingNextPage ? <CircularProgress size={14} color="inherit" aria-hidden /> : undefined}
            >
              {hits.length === 0 ? 'Search older messages' : 'More results'}
            </Button>
          </Box>
        )}
      </>
    );
  }
  return (
    <Box role="region" aria-label="Search results" sx={{ flex: 1, minHeight: 80, overflowY: 'auto', px: 1, pb: 1 }}>
      {body}
    </Box>
  );
}

function SearchHitItem({ hit, onOpen }: { hit: SearchHit; onOpen: (conversationId: string, messageId: string) => void }) {
  const parts = useMemo(() => snippetParts(hit.snippet), [hit.snippet]);
  const who = hit.role === 'user' ? 'You' : 'Bela';
  const title = hit.title.trim() || UNTITLED;
  return (
    <li>
      <ButtonBase
        onClick={() => onOpen(hit.conversationId, hit.messageId)}
        data-testid="search-hit"
        sx={{
          width: '100%',
          display: 'block',
          textAlign: 'left',
          px: 1.5,
          py: 1,
          borderRadius: '10px',
          '&:hover, &.Mui-focusVisible': { bgcolor: 'rgba(176, 48, 90, 0.07)' },
        }}
      >
        {/* The conversation it is in: one line, cut with an ellipsis (the whole title on hover). */}
        <Typography
          variant="body2"
          component="span"
          title={title}
          data-testid="search-hit-conversation"
          sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: 600, fontStyle: hit.title.trim() ? 'normal' : 'italic' }}
        >
          {title}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', minWidth: 0 }}>
          <Typography variant="caption" sx={{ fontWeight: 700, color: hit.role === 'user' ? 'primary.dark' : 'text.primary' }}>
            {who}
          </Typography>
          <Typography variant="caption" component="time" dateTime={hit.createdAt} title={formatFullDate(hit.createdAt)} noWrap sx={{ color: 'text.secondary' }}>
            {formatRelativeTime(hit.createdAt)}
          </Typography>
        </Stack>
        <Typography
          variant="body2"
          sx={{
            overflowWrap: 'anywhere',
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            '& mark': { bgcolor: 'rgba(176, 48, 90, 0.16)', color: 'inherit', borderRadius: '3px', px: '1px', fontWeight: 600 },
          }}
        >
          {parts.map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>))}
        </Typography>
      </ButtonBase>
    </li>
  );
}
