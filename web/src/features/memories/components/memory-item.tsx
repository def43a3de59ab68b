/**
 * One memory: its text (marked when pinned), when and how Bela came to know it, the message it came
 * from, and its actions: pin or unpin, edit in place, delete. Every action is a labelled button
 * that names the memory it acts on (described by its text) for screen readers.
 */
import DeleteOutlineRounded from '../../../components/icons/material/delete-outline-rounded';
import EditOutlined from '../../../components/icons/material/edit-outlined';
import PushPin from '../../../components/icons/material/push-pin';
import PushPinOutlined from '../../../components/icons/material/push-pin-outlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Memory } from '@bela/contracts/memories';
import { memo, useCallback, useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { visuallyHidden } from '../../../utils/visually-hidden';
import { useDeleteMemory, useUpdateMemory } from '../../../resources/memories/mutations';
import { memoryErrorMessage, memoryMessages } from '../utils/memory-messages';
import { memoryOriginText, memorySourceOf, messageAddress } from '../utils/memory-details';
import { MemoryEditForm } from './memory-edit-form';

interface MemoryItemProps {
  uid: string | null;
  memory: Memory;
  /** Deleted on the server (the page offers Undo). */
  onDeleted: (memory: Memory) => void;
  /** A pin or a delete failed: the message to show. */
  onFailed: (message: string) => void;
}

export const MemoryItem = memo(function MemoryItem({ uid, memory, onDeleted, onFailed }: MemoryItemProps) {
  const [editing, setEditing] = useState(false);
  const pin = useUpdateMemory(uid);
  const removal = useDeleteMemory(uid);
  const textId = useId();
  const source = memorySourceOf(memory);
  const busy = pin.isPending || removal.isPending;
  // Closing the form puts the keyboard back on Edit.
  const refocusEdit = useRef(false);
  const editButton = useCallback((button: HTMLButtonElement | null) => {
    if (button && refocusEdit.current) {
      refocusEdit.current = false;
      button.focus();
    }
  }, []);
  const closeForm = useCallback(() => {
    refocusEdit.current = true;
    setEditing(false);
  }, []);

  const togglePin = () =>
    pin.mutate({ memoryId: memory.id, pinned: !memory.pinned }, { onError: (error) => onFailed(memoryErrorMessage(error, memoryMessages.saveFailed)) });
  const remove = () =>
    removal.mutate(memory.id, {
      onSuccess: () => onDeleted(memory),
      onError: (error) => onFailed(memoryErrorMessage(error, memoryMessages.deleteFailed)),
    });

  return (
    <Box
      component="li"
      data-testid="memory"
      data-memory-id={memory.id}
      sx={{ px: { xs: 1.5, sm: 2 }, py: 1.25, '& + li': { borderTop: 1, borderColor: 'divider' } }}
    >
      {editing ? (
        <MemoryEditForm uid={uid} memory={memory} onClose={closeForm} />
      ) : (
        <>
          <Typography id={textId} sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {memory.pinned && (
              <>
                <PushPin sx={{ fontSize: 16, mr: 0.75, verticalAlign: '-2px', color: 'primary.main' }} aria-hidden />
                <Box component="span" sx={visuallyHidden}>
                  Pinned:{' '}
                </Box>
              </>
            )}
            {memory.text}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, mt: 0.25 }}>
            <Typography variant="caption" sx={{ color: 'text.secondary', flex: '1 1 auto', minWidth: 0 }}>
              {memoryOriginText(memory)}
              {source && (
                <>
                  {' · '}
                  <Link component={RouterLink} to={messageAddress(source)} aria-describedby={textId} data-testid="memory-source">
                    From this message
                  </Link>
                </>
              )}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', ml: 'auto', flex: '0 0 auto' }}>
              {busy && <CircularProgress size={16} sx={{ mr: 1 }} aria-label={removal.isPending ? 'Deleting memory' : 'Saving memory'} />}
              <IconButton size="small" onClick={togglePin} disabled={busy} aria-label={memory.pinned ? 'Unpin memory' : 'Pin memory'} aria-describedby={textId}>
                {memory.pinned ? <PushPin fontSize="small" /> : <PushPinOutlined fontSize="small" />}
              </IconButton>
              <IconButton ref={editButton} size="small" onClick={() => setEditing(true)} disabled={busy} aria-label="Edit memory" aria-describedby={textId}>
                <EditOutlined fontSize="small" />
              </IconButton>
              <IconButton size="small" onClick={remove} disabled={busy} aria-label="Delete memory" aria-describedby={textId}>
                <DeleteOutlineRounded fontSize="small" />
              </IconButton>
            </Box>
          </Box>
        </>
      )}
    </Box>
  );
});
