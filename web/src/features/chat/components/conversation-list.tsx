import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ConversationSummary } from '@bela/contracts/chat';
import { useMemo } from 'react';
import { useDeletingConversations } from '../api/delete-conversation';
import { listedConversations, useConversations } from '../api/get-conversations';
import { useNow } from '../hooks/use-now';
import { useChatUid } from './chat-account';
import { ConversationItem } from './conversation-item';

interface ConversationListProps {
  /** False while the e-mail is unverified: conversations are not loaded then. */
  enabled: boolean;
  /** The conversation open in the thread. */
  selectedId: string | null;
  onSelect: (id: string) => void;
  onDelete: (conversation: ConversationSummary) => void;
}

/** The conversation list: first page, 'Load more', errors with Retry. */
export function ConversationList({ enabled, selectedId, onSelect, onDelete }: ConversationListProps) {
  const uid = useChatUid();
  const { data, isPending, isError, hasNextPage: hasMore, isFetchingNextPage: loadingMore, isFetchNextPageError: moreFailed, refetch, fetchNextPage } =
    useConversations(uid, enabled);
  const conversations = useMemo(() => listedConversations(data), [data]);
  const deleting = new Set(useDeletingConversations(uid));
  const now = useNow();

  if (!enabled) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary', px: 1.5, py: 1 }}>
        Your conversations will appear here once your email is verified.
      </Typography>
    );
  }
  if (isPending) {
    return (
      <Stack spacing={1} sx={{ px: 1.5, py: 1 }} aria-busy="true" aria-label="Loading conversations">
        {[0, 1, 2].map((key) => (
          <Box key={key}>
            <Skeleton variant="text" width="80%" />
            <Skeleton variant="text" width="35%" height={16} />
          </Box>
        ))}
      </Stack>
    );
  }
  if (isError && !data) {
    return (
      <Alert
        severity="error"
        sx={{ mx: 0.5 }}
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            Retry
          </Button>
        }
      >
        Failed to load conversations.
      </Alert>
    );
  }
  if (conversations.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary', px: 1.5, py: 1 }}>
        No conversations yet. Say hi to Bela!
      </Typography>
    );
  }
  return (
    <>
      <Box component="ul" aria-label="Conversations" sx={{ m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 0.25 }}>
        {conversations.map((conversation) => (
          <ConversationItem
            key={conversation.id}
            conversation={conversation}
            selected={conversation.id === selectedId}
            deleting={deleting.has(conversation.id)}
            now={now}
            onSelect={onSelect}
            onDelete={onDelete}
          />
        ))}
      </Box>
      {hasMore && (
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', py: 1, gap: 0.5 }}>
          {moreFailed && (
            <Typography variant="caption" sx={{ color: 'error.main' }} role="alert">
              Failed to load conversations.
            </Typography>
          )}
          <Button
            size="small"
            onClick={() => void fetchNextPage()}
            disabled={loadingMore}
            startIcon={loadingMore ? <CircularProgress size={14} color="inherit" aria-hidden /> : undefined}
          >
            {moreFailed ? 'Retry' : 'Load more'}
          </Button>
        </Box>
      )}
    </>
  );
}
