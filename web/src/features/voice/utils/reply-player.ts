/**
 * One voice at a time: the page's single audio element plays Bela's replies (and her notice). A
 * reply's button reads who is playing and how far; starting another stops the one before. Voice
 * mode waits on `play()` to end (or to be stopped, by the member speaking over her).
 */
import { useSyncExternalStore } from 'react';
import { speechUrl, type SpeechTarget } from '../api/voice-api';

export interface PlayerState {
  /** The reply (message id, or `notice:…`) loading or playing, or null. */
  playing: string | null;
  loading: boolean;
  paused: boolean;
  /** 0 to 1. */
  progress: number;
  /** The last reply that could not play, and why. */
  failed: { id: string; message: string } | null;
}

const IDLE: PlayerState = { playing: null, loading: false, paused: false, progress: 0, failed: null };
let state: PlayerState = IDLE;
const listeners = new Set<() => void>();
let audio: HTMLAudioElement | null = null;
let finish: ((ended: boolean) => void) | null = null;
let playCount = 0;

const idOf = (target: SpeechTarget) => ('notice' in target ? `notice:${target.notice}` : target.messageId);

function set(next: Partial<PlayerState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function element(): HTMLAudioElement {
  if (audio) return audio;
  audio = new Audio();
  audio.preload = 'auto';
  audio.dataset['testid'] = 'bela-voice';
  audio.addEventListener('timeupdate', () => {
    const duration = audio!.duration;
    if (Number.isFinite(duration) && duration > 0) set({ progress: Math.min(1, audio!.currentTime / duration) });
  });
  audio.addEventListener('ended', () => {
    set({ ...IDLE });
    finish?.(true);
    finish = null;
  });
  // Kept in the page (hidden), so that a test or an assistive tool can find the one voice.
  audio.hidden = true;
  document.body.append(audio);
  return audio;
}

/**
 * Plays the reply from its start; resolves true when it played to its end, false when it was
 * stopped or replaced. A failure (no audio, or the browser refused to play) is shown on its button.
 */
export async function play(target: SpeechTarget): Promise<boolean> {
  stop();
  const id = idOf(target);
  const mine = ++playCount;
  set({ playing: id, loading: true, paused: false, progress: 0, failed: null });
  try {
    const url = await speechUrl(target);
    if (mine !== playCount) return false;
    const player = element();
    player.src = url;
    player.currentTime = 0;
    const ended = new Promise<boolean>((resolve) => (finish = resolve));
    await player.play();
    set({ loading: false });
    return await ended;
  } catch (error) {
    if (mine !== playCount) return false;
    set({ ...IDLE, failed: { id, message: error instanceof Error && error.message ? error.message : "Bela's voice couldn't play." } });
    return false;
  }
}

export function pause(): void {
  audio?.pause();
  set({ paused: true });
}

export function resume(): void {
  void audio?.play();
  set({ paused: false });
}

/** Stops whatever plays (the member spoke over her, or started another reply). */
export function stop(): void {
  playCount += 1;
  if (audio && !audio.paused) audio.pause();
  const done = finish;
  finish = null;
  if (state.playing) set({ ...IDLE });
  done?.(false);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function usePlayer(): PlayerState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => IDLE,
  );
}
