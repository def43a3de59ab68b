/**
 * "Add a memory": a button that opens a form in place (the text, Enter saves, Escape cancels, and
 * its kind, which Bela may choose). The memory shows at the top of its group once stored; a
 * refusal (too many memories, something Bela never keeps) keeps the form open with the server's
 * message. At the limit the button says why it is off.
 */
import AddRounded from '../../../components/icons/material/add-rounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MAX_MEMORIES, type MemoryKind } from '@bela/contracts/constants';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useCreateMemory } from '../../../resources/memories/mutations';
import { memoryErrorMessage, memoryMessages, memoryRefusalTone, type MemoryRefusalTone } from '../utils/memory-messages';
import { EMPTY_MEMORY } from './memory-edit-form';
import { MemoryKindField, MemoryTextField } from './memory-fields';

export const LET_BELA_CHOOSE = 'Let Bela choose';

interface AddMemoryProps {
  uid: string | null;
  /** How many the member has; null until known. */
  count: number | null;
  /** Stored: the page says so. */
  onAdded: () => void;
}

export function AddMemory({ uid, count, onAdded }: AddMemoryProps) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [kind, setKind] = useState<MemoryKind | ''>('');
  const [error, setError] = useState<string | null>(null);
  const [tone, setTone] = useState<MemoryRefusalTone>('error');
  const create = useCreateMemory(uid);
  const openButton = useRef<HTMLButtonElement>(null);
  const atLimit = count !== null && count >= MAX_MEMORIES;
  const saving = create.isPending;

  const close = () => {
    setOpen(false);
    setText('');
    setKind('');
    setError(null);
    // The keyboard goes back to the button once it is shown again.
    setTimeout(() => openButton.current?.focus(), 0);
  };
  const save = () => {
    if (saving) return;
    const trimmed = text.trim();
    if (!trimmed) {
      setTone('error');
      setError(EMPTY_MEMORY);
      return;
    }
    create.mutate(
      { text: trimmed, ...(kind ? { kind } : {}) },
      {
        onSuccess: () => {
          close();
          onAdded();
        },
        onError: (failure) => {
          setTone(memoryRefusalTone(failure));
          setError(memoryErrorMessage(failure, memoryMessages.saveFailed));
        },
      },
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
  };

  if (!open) {
    return (
      <Box>
        <Button ref={openButton} variant="outlined" startIcon={<AddRounded />} onClick={() => setOpen(true)} disabled={uid === null || count === null || atLimit}>
          Add a memory
        </Button>
        {atLimit && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.75 }}>
            {`Bela can remember at most ${MAX_MEMORIES} things. Delete some memories to add more.`}
          </Typography>
        )}
      </Box>
    );
  }
  return (
    <Paper
      variant="outlined"
      component="form"
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      aria-label="Add a memory"
      sx={{ borderRadius: '14px', p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 1.25 }}
    >
      <MemoryTextField
        label="What should Bela remember?"
        value={text}
        onChange={(value) => {
          setText(value);
          setError(null);
        }}
        onSave={save}
        onCancel={close}
        error={error}
        tone={tone}
        autoFocus
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <MemoryKindField value={kind} onChange={setKind} anyLabel={LET_BELA_CHOOSE} disabled={saving} />
        <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
          <Button size="small" onClick={close}>
            Cancel
          </Button>
          <Button size="small" variant="contained" type="submit" disabled={saving} startIcon={saving ? <CircularProgress size={14} color="inherit" aria-hidden /> : undefined}>
            Remember this
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
