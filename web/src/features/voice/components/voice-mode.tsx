/**
 * Talking with Bela, hands-free: her notice that she is an AI first, then listen → transcribe →
 * send → her reply spoken, over and over. The microphone reopens when she finishes; speaking while
 * she talks stops her (barge-in) and she listens. One button ends it.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useEffect, useRef, useState } from 'react';
import { transcribeRecording } from '../api/voice-api';
import { onFreshReply, type ShownReply } from '../utils/fresh-replies';
import { listenForSpeech, microphoneLines, openMicrophone, record, type MicrophoneProblem } from '../utils/recorder';
import { play, stop as stopPlayer } from '../utils/reply-player';
import { VoiceIcon } from './voice-icons';

type Phase = 'notice' | 'listening' | 'transcribing' | 'waiting' | 'speaking';

const PHASE_LINES: Record<Phase, string> = {
  notice: 'Voice mode: Bela is saying she is an AI…',
  listening: 'Listening… speak to Bela.',
  transcribing: 'Working out what you said…',
  waiting: 'Bela is thinking…',
  speaking: 'Bela is speaking. Speak to interrupt her.',
};

/** How long a quiet moment ends what the member says, and how long a reply may take to come. */
const END_OF_SPEECH_MS = 1_200;
const REPLY_WAIT_MS = 90_000;

export interface VoiceModeProps {
  canSend: boolean;
  send: (text: string) => Promise<{ status: string }>;
  onLine: (line: { text: string; alert: boolean } | null) => void;
}

class Ended extends Error {}

export function VoiceModeButton({ canSend, send, onLine }: VoiceModeProps) {
  const [phase, setPhase] = useState<Phase | null>(null);
  const session = useRef<{ end: () => void } | null>(null);

  useEffect(() => () => session.current?.end(), []);

  function start() {
    let ended = false;
    let stream: MediaStream | null = null;
    const cleanups = new Set<() => void>();
    const end = () => {
      if (ended) return;
      ended = true;
      for (const cleanup of cleanups) cleanup();
      stopPlayer();
      stream?.getTracks().forEach((track) => track.stop());
      session.current = null;
      setPhase(null);
      onLine(null);
    };
    const check = () => {
      if (ended) throw new Ended();
    };
    const show = (next: Phase) => {
      check();
      setPhase(next);
      onLine({ text: PHASE_LINES[next], alert: false });
    };
    session.current = { end };

    /** The next reply new on this page (the one to the message just sent). */
    const nextReply = () =>
      new Promise<ShownReply | null>((resolve) => {
        const timer = setTimeout(() => finish(null), REPLY_WAIT_MS);
        const unlisten = onFreshReply((reply) => (finish(reply), true));
        const finish = (reply: ShownReply | null) => {
          clearTimeout(timer);
          unlisten();
          cleanups.delete(cancel);
          resolve(reply);
        };
        const cancel = () => finish(null);
        cleanups.add(cancel);
      });

    /** Plays, and stops her as soon as the member speaks; true when they did. */
    const speakOver = async (target: Parameters<typeof play>[0]) => {
      let interrupted = false;
      const stopListening = listenForSpeech(stream!, () => {
        interrupted = true;
        stopPlayer();
      });
      cleanups.add(stopListening);
      try {
        await play(target);
      } finally {
        stopListening();
        cleanups.delete(stopListening);
      }
      return interrupted;
    };

    const run = async () => {
      setPhase('notice');
      try {
        stream = await openMicrophone();
      } catch (problem) {
        end();
        onLine({ text: microphoneLines[problem as MicrophoneProblem] ?? microphoneLines.unavailable, alert: true });
        return;
      }
      show('notice');
      await speakOver({ notice: 'not-human' });
      for (;;) {
        show('listening');
        const take = record(stream, { endAfterSilenceMs: END_OF_SPEECH_MS });
        cleanups.add(take.cancel);
        const audio = await take.done;
        cleanups.delete(take.cancel);
        check();
        if (!audio) continue;
        show('transcribing');
        const text = (await transcribeRecording(audio)).trim();
        check();
        if (!text) continue;
        if (!canSend) throw new Error('Bela cannot take a message right now.');
        show('waiting');
        const reply = nextReply();
        const outcome = await send(text);
        check();
        if (outcome.status !== 'sent') throw new Error('Your message was not sent. Voice mode has ended.');
        const spoken = await reply;
        check();
        if (!spoken) continue;
        show('speaking');
        await speakOver(spoken);
      }
    };
    void run().catch((error: unknown) => {
      if (error instanceof Ended) return;
      end();
      onLine({ text: error instanceof Error && error.message ? error.message : 'Voice mode stopped. Please try again.', alert: true });
    });
  }

  if (phase === null) {
    return (
      <IconButton onClick={start} disabled={!canSend} aria-label="Start voice mode" title="Talk with Bela (voice mode)" data-testid="voice-mode-start" sx={{ width: 42, height: 42, color: 'primary.main' }}>
        <VoiceIcon name="talk" />
      </IconButton>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }} data-testid="voice-mode" data-phase={phase}>
      <Button onClick={() => session.current?.end()} variant="contained" size="small" color="primary" startIcon={<VoiceIcon name="stop" size={16} />} sx={{ borderRadius: 21, height: 42, whiteSpace: 'nowrap' }}>
        End voice mode
      </Button>
    </Box>
  );
}
