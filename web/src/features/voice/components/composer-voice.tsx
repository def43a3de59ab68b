/**
 * Beside the composer's Send button: the microphone and voice mode, only where the server can
 * transcribe (`GET /ai/voice/capabilities`): offline there is no microphone, and replies still play.
 * The line above the composer says what is under way, or what went wrong (a refused microphone).
 */
import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { useSessionStore } from '../../../lib/session/session-store';
import { useVoiceCapabilities } from '../api/voice-api';
import { noteTurnStarted } from '../utils/fresh-replies';
import { MicrophoneButton } from './microphone-button';
import { useReadAloud } from './reply-voice-button';
import { VoiceModeButton } from './voice-mode';

export interface ComposerVoiceProps {
  canSend: boolean;
  sending: boolean;
  setDraft: (text: string) => void;
  send: (text: string) => Promise<{ status: string }>;
}

export function ComposerVoice({ canSend, sending, setDraft, send }: ComposerVoiceProps) {
  const uid = useSessionStore((state) => state.user?.uid ?? null);
  const capabilities = useVoiceCapabilities(uid);
  const [line, setLine] = useState<{ text: string; alert: boolean } | null>(null);
  useReadAloud();

  // A reply that follows a message sent from here is new on this page (fresh-replies.ts).
  const wasSending = useRef(sending);
  useEffect(() => {
    if (sending && !wasSending.current) noteTurnStarted();
    wasSending.current = sending;
  }, [sending]);

  if (!capabilities.data?.transcription) return null;
  return (
    <Box sx={{ position: 'relative', display: 'flex', alignItems: 'center' }}>
      {line && (
        <Box
          role={line.alert ? 'alert' : 'status'}
          data-testid="voice-line"
          sx={{
            position: 'absolute',
            bottom: 'calc(100% + 14px)',
            right: 0,
            width: 'max-content',
            maxWidth: 'min(360px, 80vw)',
            px: 1.5,
            py: 0.75,
            borderRadius: 2,
            fontSize: 13,
            lineHeight: 1.4,
            bgcolor: line.alert ? '#fdecea' : '#f4eef1',
            color: line.alert ? '#7a2618' : 'text.primary',
            boxShadow: '0 2px 10px rgba(42, 20, 33, 0.12)',
          }}
        >
          {line.text}
        </Box>
      )}
      <MicrophoneButton canSend={canSend && !sending} setDraft={setDraft} send={send} onLine={setLine} />
      <VoiceModeButton canSend={canSend} send={send} onLine={setLine} />
    </Box>
  );
}
