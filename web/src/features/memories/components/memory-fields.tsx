/**
 * The fields of a memory, as the add form and the inline edit share them: its text (at most 300
 * characters, with a counter and the server's refusal under it) and its kind (a native select).
 */
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { MEMORY_TEXT_MAX_CHARS, memoryKindLabels, type MemoryKind } from '@bela/contracts/constants';
import type { KeyboardEvent } from 'react';
import { visuallyHidden } from '../../../utils/visually-hidden';
import type { MemoryRefusalTone } from '../utils/memory-messages';

const kinds = Object.entries(memoryKindLabels) as Array<[MemoryKind, string]>;

interface MemoryTextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Enter saves (Shift+Enter too: a memory is one statement), Escape cancels. */
  onSave: () => void;
  onCancel?: () => void;
  /** Why the server refused the last save. */
  error: string | null;
  /** How the refusal reads: 'care' for a crisis statement (memory-messages.ts), in the page's own colour. */
  tone?: MemoryRefusalTone;
  autoFocus?: boolean;
  disabled?: boolean;
}

export function MemoryTextField({ label, value, onChange, onSave, onCancel, error, tone = 'error', autoFocus, disabled }: MemoryTextFieldProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && onCancel) {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
      return;
    }
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    onSave();
  };
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={onKeyDown}
      autoFocus={autoFocus}
      disabled={disabled}
      multiline
      minRows={1}
      maxRows={6}
      fullWidth
      size="small"
      error={error !== null && tone === 'error'}
      slotProps={{ htmlInput: { maxLength: MEMORY_TEXT_MAX_CHARS, enterKeyHint: 'done' } }}
      helperText={
        <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <Box component="span" role="alert" data-tone={error ? tone : undefined} sx={tone === 'care' ? { color: 'text.primary' } : undefined}>
            {error}
          </Box>
          <Box component="span" data-testid="memory-counter" sx={{ flex: '0 0 auto', fontVariantNumeric: 'tabular-nums' }}>
            {value.length}/{MEMORY_TEXT_MAX_CHARS}
            <Box component="span" sx={visuallyHidden}>
              {' '}
              characters
            </Box>
          </Box>
        </Box>
      }
    />
  );
}

/** The kind select; '' (offered with `anyLabel`) leaves the kind to Bela. */
export function MemoryKindField({ value, onChange, anyLabel, disabled }: { value: MemoryKind | ''; onChange: (kind: MemoryKind | '') => void; anyLabel?: string; disabled?: boolean }) {
  return (
    <TextField
      select
      label="Kind"
      size="small"
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as MemoryKind | '')}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 0, width: { xs: '100%', sm: 220 } }}
    >
      {anyLabel !== undefined && <option value="">{anyLabel}</option>}
      {kinds.map(([kind, label]) => (
        <option key={kind} value={kind}>
          {label}
        </option>
      ))}
    </TextField>
  );
}
