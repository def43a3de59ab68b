/**
 * A memory opened in place to be corrected: its text (Enter saves, Escape cancels) and its kind.
 * A refusal keeps the form open with the server's message under the text.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { Memory } from '@bela/contracts/memories';
import type { MemoryKind } from '@bela/contracts/constants';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useUpdateMemory } from '../../../resources/memories/mutations';
import { memoryErrorMessage, memoryMessages, memoryRefusalTone, type MemoryRefusalTone } from '../utils/memory-messages';
import { MemoryKindField, MemoryTextField } from './memory-fields';

export const EMPTY_MEMORY = 'Write what Bela should remember.';

interface MemoryEditFormProps {
  uid: string | null;
  memory: Memory;
  /** Saved, or cancelled: the memory is shown again. */
  onClose: () => void;
}

export function MemoryEditForm({ uid, memory, onClose }: MemoryEditFormProps) {
  const [text, setText] = useState(memory.text);
  const [kind, setKind] = useState<MemoryKind>(memory.kind);
  const [error, setError] = useState<string | null>(null);
  const [tone, setTone] = useState<MemoryRefusalTone>('error');
  const update = useUpdateMemory(uid);
  const saving = update.isPending;

  const save = () => {
    if (saving) return;
    const trimmed = text.trim();
    if (!trimmed) {
      setTone('error');
      setError(EMPTY_MEMORY);
      return;
    }
    const textChanged = trimmed !== memory.text;
    const kindChanged = kind !== memory.kind;
    if (!textChanged && !kindChanged) {
      onClose();
      return;
    }
    update.mutate(
      { memoryId: memory.id, ...(textChanged ? { text: trimmed } : {}), ...(kindChanged ? { kind } : {}) },
      { onSuccess: onClose, onError: (failure) => {
          setTone(memoryRefusalTone(failure));
          setError(memoryErrorMessage(failure, memoryMessages.saveFailed));
        } },
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };

  return (
    <Box component="form" onSubmit={onSubmit} onKeyDown={onKeyDown} aria-label="Edit memory" sx={{ display: 'flex', flexDirection: 'column', gap: 1.25, width: '100%' }}>
      <MemoryTextField
        label="Memory"
        value={text}
        onChange={(value) => {
          setText(value);
          setError(null);
        }}
        onSave={save}
        onCancel={onClose}
        error={error}
        tone={tone}
        autoFocus
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <MemoryKindField value={kind} onChange={(next) => next && setKind(next)} disabled={saving} />
        <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
          <Button size="small" onClick={onClose}>
            Cancel
          </Button>
          <Button
            size="small"
            variant="contained"
            type="submit"
            disabled={saving}
            startIcon={saving ? <CircularProgress size={14} color="inherit" aria-hidden /> : undefined}
          >
            Save
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
