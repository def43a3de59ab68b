/**
 * /memories, "What Bela knows": what Bela remembers about the member, grouped by kind (pinned first,
 * then newest), each with its date and the message it came from; edit, pin and delete (with Undo)
 * per memory, "Add a memory", the "Bela remembers" switch, "Forget everything", and the further
 * pages with "Load more".
 */
import ExpandMoreRounded from '../../../components/icons/material/expand-more-rounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Memory } from '@bela/contracts/memories';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { SiteFooter } from '../../../components/layout/site-footer';
import { sessionUid, useSessionStore } from '../../../lib/session/session-store';
import { loadedMemories, memorySummary } from '../../../resources/memories/memory-pages';
import { useMemories } from '../../../resources/memories/queries';
import { useRestoreMemory } from '../hooks/use-restore-memory';
import { memoryErrorMessage, memoryMessages } from '../utils/memory-messages';
import { AddMemory } from './add-memory';
import { ForgetEverything } from './forget-everything';
import { MemoriesEmpty, MemoriesLoadError, MemoriesSkeleton } from './memories-states';
import { MemoriesHeader } from './memories-header';
import { MemoryGroups } from './memory-groups';
import { MemorySwitch } from './memory-switch';

export const MEMORY_DELETED = 'Memory deleted.';
const NOTICE_MS = 10_000;

interface Notice {
  /** Each notice its own: a new one restarts the snackbar's timer. */
  key: number;
  message: string;
  severity: 'success' | 'error';
  /** A deleted memory, which Undo writes again. */
  undo?: Memory;
}

export function MemoriesPage({ banner }: { banner?: ReactNode }) {
  const uid = useSessionStore(sessionUid);
  const { data, error, isError, isFetching, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, refetch } = useMemories(uid);
  const memories = useMemo(() => loadedMemories(data), [data]);
  const summary = memorySummary(data);
  const [notice, setNotice] = useState<Notice | null>(null);
  const restore = useRestoreMemory(uid);
  const listRef = useRef<HTMLDivElement>(null);

  const say = useCallback((message: string, severity: Notice['severity'] = 'success', undo?: Memory) => setNotice({ key: Date.now(), message, severity, undo }), []);
  const onDeleted = useCallback(
    (memory: Memory) => {
      say(MEMORY_DELETED, 'success', memory);
      // Its buttons are gone: the keyboard continues from the list.
      listRef.current?.focus({ preventScroll: true });
    },
    [say],
  );
  const onFailed = useCallback((message: string) => say(message, 'error'), [say]);
  const undo = (memory: Memory) => {
    setNotice(null);
    restore(memory).then(
      () => say('Memory restored.'),
      (failure: unknown) => say(memoryErrorMessage(failure, memoryMessages.saveFailed), 'error'),
    );
  };

  let content: ReactNode;
  if (data) {
    content =
      memories.length === 0 && !hasNextPage ? (
        <MemoriesEmpty />
      ) : (
        <>
          <MemoryGroups uid={uid} memories={memories} onDeleted={onDeleted} onFailed={onFailed} />
          {(hasNextPage || isFetchNextPageError) && (
            <Stack spacing={1} sx={{ alignItems: 'center', mt: 2.5 }}>
              {isFetchNextPageError && !isFetchingNextPage && (
                <Alert severity="error" role="alert" sx={{ width: '100%' }}>
                  {memoryErrorMessage(error, memoryMessages.loadMoreFailed)}
                </Alert>
              )}
              {hasNextPage && (
                <Button variant="outlined" onClick={() => void fetchNextPage()} loading={isFetchingNextPage} loadingPosition="start" startIcon={<ExpandMoreRounded />}>
                  Load more
                </Button>
              )}
            </Stack>
          )}
        </>
      );
  } else if (isError && !isFetching) {
    content = <MemoriesLoadError message={memoryErrorMessage(error, memoryMessages.loadFailed)} onRetry={() => void refetch()} />;
  } else {
    content = <MemoriesSkeleton />;
  }

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <MemoriesHeader count={summary?.count ?? null} />
      {banner}
      <Container component="main" maxWidth="md" sx={{ flex: 1, py: { xs: 2, sm: 3 }, px: { xs: 1.5, sm: 3 } }}>
        <Stack spacing={2.5}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Bela keeps short notes of what you tell her, so she can pick up where you left off. Correct anything that&apos;s wrong, pin what
            matters most, or delete what she shouldn&apos;t keep.
          </Typography>
          <MemorySwitch uid={uid} enabled={summary?.enabled ?? null} />
          <AddMemory uid={uid} count={summary?.count ?? null} onAdded={() => say('Bela will remember that.')} />
          <Box ref={listRef} tabIndex={-1} aria-label="Memories" role="region" sx={{ outline: 'none' }}>
            {content}
          </Box>
          {summary && <ForgetEverything uid={uid} count={summary.count} onForgotten={() => say('Bela has forgotten everything she knew about you.')} />}
        </Stack>
      </Container>
      {/* The footer's notices (adults only, SB 243) reach this page too. */}
      <SiteFooter />
      <Snackbar
        key={notice?.key}
        open={notice !== null}
        autoHideDuration={NOTICE_MS}
        onClose={(_event, reason) => reason !== 'clickaway' && setNotice(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity={notice?.severity ?? 'success'}
          variant="filled"
          onClose={() => setNotice(null)}
          action={
            notice?.undo ? (
              <Button color="inherit" size="small" onClick={() => notice.undo && undo(notice.undo)}>
                Undo
              </Button>
            ) : undefined
          }
          sx={{ width: '100%', alignItems: 'center' }}
        >
          {notice?.message}
        </Alert>
      </Snackbar>
    </Box>
  );
}
