/**
 * The microphone beside the composer: press to record (a level meter shows it hears you; Cancel
 * drops the recording; it stops by itself at 60 s), press again to send it to be transcribed. The
 * words go into the composer to review, or are sent at once with "Send what I say". A refused or
 * missing microphone is said in a line, and the button stays pressable to try again.
 */
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { VOICE_RECORDING_MAX_SECONDS } from '@bela/contracts/constants';
import { useEffect, useRef, useState } from 'react';
import { transcribeRecording } from '../api/voice-api';
import { voiceSettings } from '../stores/voice-settings';
import { microphoneLines, openMicrophone, record, type MicrophoneProblem, type Recording } from '../utils/recorder';
import { stop as stopPlayer } from '../utils/reply-player';
import { VoiceIcon } from './voice-icons';

export interface SpeakToBelaProps {
  canSend: boolean;
  setDraft: (text: string) => void;
  send: (text: string) => Promise<unknown>;
  /** Shows a line above the composer (a problem, or what is under way). */
  onLine: (line: { text: string; alert: boolean } | null) => void;
}

type Phase = 'idle' | 'opening' | 'recording' | 'transcribing';

const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Your recording could not be transcribed. Please try again.');

export function MicrophoneButton({ canSend, setDraft, send, onLine }: SpeakToBelaProps) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [level, setLevel] = useState(0);
  const [seconds, setSeconds] = useState(0);
  const recording = useRef<{ stream: MediaStream; take: Recording } | null>(null);

  // Leaving the chat ends a recording and lets the microphone go.
  useEffect(() => () => release(), []);

  function release() {
    recording.current?.take.cancel();
    recording.current?.stream.getTracks().forEach((track) => track.stop());
    recording.current = null;
  }

  async function transcribe(audio: Blob | null) {
    release();
    setLevel(0);
    if (!audio) {
      setPhase('idle');
      onLine(null);
      return;
    }
    setPhase('transcribing');
    onLine({ text: 'Listening to what you said…', alert: false });
    try {
      const text = (await transcribeRecording(audio)).trim();
      onLine(text ? null : { text: "Bela didn't catch any words. Please try again.", alert: true });
      if (text && voiceSettings().sendWhatISay && canSend) await send(text);
      else if (text) setDraft(text);
    } catch (error) {
      onLine({ text: errorText(error), alert: true });
    } finally {
      setPhase('idle');
    }
  }

  async function start() {
    setPhase('opening');
    onLine(null);
    stopPlayer();
    let stream: MediaStream;
    try {
      stream = await openMicrophone();
    } catch (problem) {
      setPhase('idle');
      onLine({ text: microphoneLines[problem as MicrophoneProblem] ?? microphoneLines.unavailable, alert: true });
      return;
    }
    const startedAt = performance.now();
    const take = record(stream, {
      onLevel: (value) => {
        setLevel(value);
        setSeconds(Math.floor((performance.now() - startedAt) / 1000));
      },
    });
    recording.current = { stream, take };
    setSeconds(0);
    setPhase('recording');
    onLine({ text: `Recording… up to ${VOICE_RECORDING_MAX_SECONDS} seconds. Press the microphone again to send it to the composer.`, alert: false });
    // The time limit ends it by itself.
    void take.done.then((audio) => {
      if (recording.current?.take === take) void transcribe(audio);
    });
  }

  const finish = () => {
    const take = recording.current?.take;
    if (take) void take.finish();
  };

  const cancel = () => {
    release();
    setPhase('idle');
    setLevel(0);
    onLine(null);
  };

  const recordingNow = phase === 'recording';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      {recordingNow && (
        <>
          <Box
            role="meter"
            aria-label="Microphone level"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(level * 100)}
            data-testid="mic-level"
            sx={{ width: 36, height: 8, borderRadius: 4, bgcolor: 'action.hover', overflow: 'hidden' }}
          >
            <Box sx={{ height: '100%', width: `${Math.round(level * 100)}%`, bgcolor: 'primary.main', transition: 'width 60ms linear' }} />
          </Box>
          <Box component="span" aria-hidden sx={{ fontSize: 12, color: 'text.secondary', fontVariantNumeric: 'tabular-nums', minWidth: 30 }}>
            0:{String(seconds).padStart(2, '0')}
          </Box>
          <IconButton onClick={cancel} aria-label="Cancel recording" title="Cancel recording" sx={{ width: 36, height: 36 }}>
            <VoiceIcon name="close" />
          </IconButton>
        </>
      )}
      <IconButton
        onClick={recordingNow ? finish : () => void start()}
        disabled={phase === 'opening' || phase === 'transcribing'}
        aria-label={recordingNow ? 'Stop recording and transcribe' : 'Speak to Bela'}
        title={recordingNow ? 'Stop recording and transcribe' : 'Speak to Bela'}
        aria-pressed={recordingNow}
        data-testid="microphone"
        sx={{
          width: 42,
          height: 42,
          color: recordingNow ? '#fff' : 'primary.main',
          bgcolor: recordingNow ? '#b5533c' : 'transparent',
          '&:hover': { bgcolor: recordingNow ? '#98442f' : 'action.hover' },
        }}
      >
        <VoiceIcon name={recordingNow ? 'stop' : 'mic'} />
      </IconButton>
    </Box>
  );
}
