import SendRounded from '../../../components/icons/material/send-rounded';
import StopRounded from '../../../components/icons/material/stop-rounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { MAX_MESSAGE_CHARS } from '@bela/contracts/constants';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { inputState } from '../utils/input-state';
import { useTurn } from './chat-turn-provider';
import { ComposerVoiceSlot } from './voice-slots';

/** The counter appears once this share of the limit is used. */
const COUNTER_FROM = 0.8;

export interface ChatInputProps {
  verified: boolean;
  loading: boolean;
  canUseChat: boolean;
  /** A conversation is open (false for a new chat). */
  hasConversation: boolean;
  /** The thread shown has loaded (a message can be sent to it). */
  threadReady: boolean;
  /** The server refused: the e-mail is not verified. */
  onEmailNotVerified: () => void;
  /** The server refused: the trial has ended. */
  onTrialExpired: () => void;
}

/**
 * The message box: Enter sends, Shift+Enter adds a line (never while an IME is composing), a
 * counter near the limit, Send or Stop (Escape stops too). A refused message comes back into the
 * box. Empty, its Left/Right keys show Bela's previous or next alternative reply.
 */
export function ChatInput({ verified, loading, canUseChat, hasConversation, threadReady, onEmailNotVerified, onTrialExpired }: ChatInputProps) {
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLTextAreaElement | null>(null);
  const { sending, send, stop, swipe } = useTurn();

  // While Bela replies, Escape stops her, wherever the focus is (a dialog or menu keeps its own Escape).
  useEffect(() => {
    if (!sending) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (event.target instanceof Element && event.target.closest('[role="dialog"], [role="menu"], [role="listbox"]')) return;
      stop();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [sending, stop]);

  const state = inputState({ verified, loading, canUseChat, hasConversation, sending, text, maxChars: MAX_MESSAGE_CHARS });
  const blocked = state.blockedBy !== null;
  const canSend = !state.sendDisabled && threadReady;

  const submit = async () => {
    if (!canSend) return;
    const content = text.trim();
    setText('');
    const outcome = await send(content);
    if (outcome.status === 'refused') {
      setText((current) => (current.trim() ? current : content));
      if (outcome.code === 'email-not-verified') onEmailNotVerified();
      if (outcome.code === 'trial-expired') onTrialExpired();
    } else if (outcome.status === 'failed') {
      // The message stays in the thread; put it back in an empty box so one tap sends it again.
      setText((current) => (current.trim() ? current : content));
    }
  };

  /** What the member said (the voice's "Send what I say"): sent as typed text is, and given back the same way. */
  const sendSpoken = async (content: string) => {
    const outcome = await send(content);
    if (outcome.status === 'refused' || outcome.status === 'failed') setText((current) => (current.trim() ? current : content));
    if (outcome.status === 'refused' && outcome.code === 'email-not-verified') onEmailNotVerified();
    if (outcome.status === 'refused' && outcome.code === 'trial-expired') onTrialExpired();
    return outcome;
  };
  const setDraft = (draft: string) => {
    setText(draft);
    inputRef.current?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement | HTMLInputElement>) => {
    if ((event.key === 'ArrowLeft' || event.key === 'ArrowRight') && text === '' && !sending) {
      if (event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return;
      if (swipe(event.key === 'ArrowLeft' ? -1 : 1)) event.preventDefault();
      return;
    }
    if (event.key !== 'Enter' || event.shiftKey) return;
    // An IME turning keystrokes into characters uses Enter to confirm its candidate: not a send.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    void submit();
  };

  const count = text.length;
  const showCounter = count >= MAX_MESSAGE_CHARS * COUNTER_FROM;

  return (
    <Box
      component="form"
      onSubmit={onSubmit}
      aria-label="Send a message"
      sx={{ px: { xs: 1.5, sm: 3 }, pb: { xs: 1.5, sm: 2 }, pt: 1 }}
    >
      <Box
        sx={{
          maxWidth: 820,
          mx: 'auto',
          display: 'flex',
          alignItems: 'flex-end',
          gap: 1,
          p: 0.75,
          pl: 2,
          borderRadius: '26px',
          border: 1,
          borderColor: state.tooLong ? 'error.main' : 'divider',
          bgcolor: blocked ? 'action.hover' : '#fff',
          boxShadow: blocked ? 'none' : '0 4px 18px rgba(42, 20, 33, 0.07)',
          transition: 'border-color 120ms, box-shadow 120ms',
          '&:focus-within': blocked ? {} : { borderColor: state.tooLong ? 'error.main' : 'primary.light', boxShadow: '0 4px 22px rgba(176, 48, 90, 0.14)' },
        }}
      >
        <InputBase
          inputRef={inputRef}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={state.placeholder}
          disabled={blocked}
          multiline
          maxRows={6}
          fullWidth
          inputProps={{ 'aria-label': 'Message', 'aria-describedby': showCounter ? 'chat-input-counter' : undefined, enterKeyHint: 'send' }}
          sx={{ py: 0.9, fontSize: '1rem', lineHeight: 1.5, '& textarea::placeholder': { opacity: 0.7 } }}
        />
        {showCounter && (
          <Typography
            id="chat-input-counter"
            variant="caption"
            aria-live="polite"
            sx={{ alignSelf: 'flex-end', pb: 1.5, whiteSpace: 'nowrap', color: state.tooLong ? 'error.main' : 'text.secondary', fontVariantNumeric: 'tabular-nums' }}
          >
            {count.toLocaleString()} / {MAX_MESSAGE_CHARS.toLocaleString()}
          </Typography>
        )}
        <ComposerVoiceSlot canSend={!blocked && threadReady} sending={sending} setDraft={setDraft} send={sendSpoken} />
        {sending ? (
          <Tooltip title="Stop">
            <IconButton
              onClick={stop}
              aria-label="Stop"
              sx={{ width: 42, height: 42, bgcolor: 'text.primary', color: '#fff', '&:hover': { bgcolor: '#4a1d33' } }}
            >
              <StopRounded />
            </IconButton>
          </Tooltip>
        ) : (
          <IconButton
            type="submit"
            aria-label="Send message"
            disabled={!canSend}
            sx={{
              width: 42,
              height: 42,
              bgcolor: 'primary.main',
              color: '#fff',
              '&:hover': { bgcolor: 'primary.dark' },
              '&.Mui-disabled': { bgcolor: 'action.disabledBackground', color: 'action.disabled' },
            }}
          >
            <SendRounded sx={{ fontSize: 20, ml: '2px' }} />
          </IconButton>
        )}
      </Box>
      <Typography variant="caption" component="p" sx={{ textAlign: 'center', color: 'text.secondary', mt: 0.75, fontSize: 11, display: { xs: 'none', sm: 'block' } }}>
        Bela is an AI and can make mistakes. Enter to send, Shift+Enter for a new line.
      </Typography>
    </Box>
  );
}
