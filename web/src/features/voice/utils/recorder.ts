/**
 * A recording from the microphone: MediaRecorder for the audio, an analyser for the level meter
 * (and, in voice mode, for hearing when the member has finished speaking, or starts speaking
 * over Bela). At most VOICE_RECORDING_MAX_SECONDS; the recording lives in memory until it is sent.
 */
import { VOICE_RECORDING_MAX_SECONDS } from '@bela/contracts/constants';

export type MicrophoneProblem = 'refused' | 'unavailable';

/** Why the microphone cannot be used, in a line a member can act on. */
export const microphoneLines: Record<MicrophoneProblem, string> = {
  refused: 'Microphone access was refused. Allow it in your browser’s site settings to talk to Bela, or type instead.',
  unavailable: 'No microphone is available in this browser. You can type to Bela instead.',
};

/** The level (0 to 1) above which the member is taken to be speaking. */
export const SPEAKING_LEVEL = 0.06;

export function microphoneSupported(): boolean {
  return typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia) && typeof MediaRecorder !== 'undefined';
}

/** Opens the microphone; rejects with the problem to show. */
export async function openMicrophone(): Promise<MediaStream> {
  if (!microphoneSupported()) throw 'unavailable' satisfies MicrophoneProblem;
  try {
    return await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true } });
  } catch (error) {
    const name = error instanceof DOMException ? error.name : '';
    throw (name === 'NotAllowedError' || name === 'SecurityError' ? 'refused' : 'unavailable') satisfies MicrophoneProblem;
  }
}

/** The level of a stream, read as often as asked: the root mean square of its latest samples. */
export function levelMeter(stream: MediaStream): { level: () => number; close: () => void } {
  const context = new AudioContext();
  const source = context.createMediaStreamSource(stream);
  const analyser = context.createAnalyser();
  analyser.fftSize = 1024;
  source.connect(analyser);
  const samples = new Float32Array(analyser.fftSize);
  return {
    level: () => {
      analyser.getFloatTimeDomainData(samples);
      let sum = 0;
      for (const sample of samples) sum += sample * sample;
      return Math.min(1, Math.sqrt(sum / samples.length) * 4);
    },
    // Once, whoever asks: closing a closed context rejects.
    close: () => {
      if (context.state !== 'closed') void context.close().catch(() => undefined);
    },
  };
}

const preferredType = () =>
  ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'].find((type) => typeof MediaRecorder.isTypeSupported === 'function' && MediaRecorder.isTypeSupported(type));

export interface Recording {
  /** Ends the recording; resolves with the audio (or null when cancelled or empty). */
  finish: () => Promise<Blob | null>;
  cancel: () => void;
  /** Resolves with the audio once the recording ends by itself (the time limit, or silence). */
  done: Promise<Blob | null>;
}

export interface RecordOptions {
  onLevel?: (level: number) => void;
  /** Voice mode: ends once the member has spoken and then been quiet this long. */
  endAfterSilenceMs?: number;
  /** Ends without audio when nobody has spoken for this long (voice mode). */
  giveUpAfterMs?: number;
  maxSeconds?: number;
}

/** Records from an open stream (which stays open: voice mode keeps it between turns). */
export function record(stream: MediaStream, options: RecordOptions = {}): Recording {
  const type = preferredType();
  const recorder = new MediaRecorder(stream, type ? { mimeType: type } : undefined);
  const chunks: Blob[] = [];
  const meter = levelMeter(stream);
  let cancelled = false;
  let heard = false;
  let quietSince = performance.now();
  const startedAt = performance.now();
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  };
  const stopped = new Promise<Blob | null>((resolve) => {
    recorder.onstop = () => {
      meter.close();
      clearInterval(timer);
      resolve(cancelled || chunks.length === 0 ? null : new Blob(chunks, { type: recorder.mimeType || type || 'audio/webm' }));
    };
  });
  const end = () => {
    if (recorder.state !== 'inactive') recorder.stop();
  };
  const maxMs = (options.maxSeconds ?? VOICE_RECORDING_MAX_SECONDS) * 1000;
  const timer = setInterval(() => {
    const now = performance.now();
    const level = meter.level();
    options.onLevel?.(level);
    if (level >= SPEAKING_LEVEL) {
      heard = true;
      quietSince = now;
    }
    if (now - startedAt >= maxMs) end();
    else if (options.endAfterSilenceMs && heard && now - quietSince >= options.endAfterSilenceMs) end();
    else if (options.giveUpAfterMs && !heard && now - startedAt >= options.giveUpAfterMs) {
      cancelled = true;
      end();
    }
  }, 50);
  recorder.start(250);
  return {
    finish: () => {
      end();
      return stopped;
    },
    cancel: () => {
      cancelled = true;
      end();
    },
    done: stopped,
  };
}

/** Calls `onSpeech` once the member speaks (loud enough for a moment): barge-in while Bela talks. */
export function listenForSpeech(stream: MediaStream, onSpeech: () => void, holdMs = 250): () => void {
  const meter = levelMeter(stream);
  let loudSince: number | null = null;
  const timer = setInterval(() => {
    const now = performance.now();
    if (meter.level() >= SPEAKING_LEVEL * 1.5) {
      loudSince ??= now;
      if (now - loudSince >= holdMs) {
        stopListening();
        onSpeech();
      }
    } else loudSince = null;
  }, 50);
  let stopped = false;
  const stopListening = () => {
    if (stopped) return;
    stopped = true;
    clearInterval(timer);
    meter.close();
  };
  return stopListening;
}
