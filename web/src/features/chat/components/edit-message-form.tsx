/**
 * The member's latest message opened in place to be edited: Enter saves, Shift+Enter adds a line
 * (never while an IME is composing), Escape cancels. Save is off while the text is empty, unchanged
 * or too long.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputBase from '@mui/material/InputBase';
import { MAX_MESSAGE_CHARS } from '@bela/contracts/constants';
import { useState, type FormEvent, type KeyboardEvent } from 'react';

interface EditMessageFormProps {
  /** The text shown now. */
  original: string;
  /** The text to start from (a draft the server refused comes back). */
  initial: string;
  onSave: (content: string) => void;
  onCancel: (draft: string) => void;
}

export function EditMessageForm({ original, initial, onSave, onCancel }: EditMessageFormProps) {
  const [text, setText] = useState(initial);
  const content = text.trim();
  const canSave = content !== '' && content !== original.trim() && text.length <= MAX_MESSAGE_CHARS;

  const save = () => {
    if (canSave) onSave(content);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement | HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel(text);
      return;
    }
    if (event.key !== 'Enter' || event.shiftKey) return;
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    save();
  };

  return (
    <Box
      component="form"
      onSubmit={onSubmit}
      aria-label="Edit your message"
      sx={{ width: 'min(100%, 560px)', minWidth: 'min(260px, 100%)', display: 'flex', flexDirection: 'column', gap: 0.75 }}
    >
      <InputBase
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        autoFocus
        multiline
        minRows={2}
        maxRows={8}
        fullWidth
        inputProps={{ 'aria-label': 'Edited message', enterKeyHint: 'done' }}
        sx={{
          px: 1.5,
          py: 1,
          borderRadius: '16px',
          border: 1,
          borderColor: 'primary.light',
          bgcolor: '#fff',
          fontSize: '0.975rem',
          lineHeight: 1.5,
          '&.Mui-focused': { borderColor: 'primary.main', boxShadow: '0 0 0 2px rgba(176, 48, 90, 0.18)' },
        }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button size="small" onClick={() => onCancel(text)}>
          Cancel
        </Button>
        <Button size="small" variant="contained" type="submit" disabled={!canSave}>
          Save
        </Button>
      </Box>
    </Box>
  );
}
