/**
 * The sign-in throttle (429 'too-many-attempts' with Retry-After): until when the login, sign-up
 * and Google forms keep their submit buttons disabled, with a countdown in whole seconds. It is
 * one per tab, since the server counts attempts per client, and it survives a reload.
 */
import { create } from 'zustand';
import { secondsUntil } from '../utils/throttle';

const STORAGE_KEY = 'bela.authThrottleUntil';

interface ThrottleState {
  /** Milliseconds since the epoch when attempts may resume, or null when not throttled. */
  until: number | null;
  /** Whole seconds left; 0 when not throttled. */
  secondsLeft: number;
}

export const useThrottleStore = create<ThrottleState>()(() => ({ until: null, secondsLeft: 0 }));

let timer: ReturnType<typeof setInterval> | null = null;

function save(until: number | null): void {
  try {
    if (until === null) sessionStorage.removeItem(STORAGE_KEY);
    else sessionStorage.setItem(STORAGE_KEY, String(until));
  } catch {
    // Storage unavailable: the countdown still runs for this page.
  }
}

function tick(): void {
  const { until } = useThrottleStore.getState();
  const secondsLeft = secondsUntil(until, Date.now());
  if (secondsLeft > 0) {
    useThrottleStore.setState({ secondsLeft });
    return;
  }
  if (timer !== null) clearInterval(timer);
  timer = null;
  useThrottleStore.setState({ until: null, secondsLeft: 0 });
  save(null);
}

function run(until: number): void {
  useThrottleStore.setState({ until, secondsLeft: secondsUntil(until, Date.now()) });
  if (timer === null) timer = setInterval(tick, 250);
}

/** Starts (or extends) the throttle for `seconds` from now. */
export function startThrottle(seconds: number): void {
  const until = Date.now() + Math.max(1, seconds) * 1000;
  const current = useThrottleStore.getState().until;
  const next = current !== null && current > until ? current : until;
  save(next);
  run(next);
}

// A throttle started before a reload of this tab goes on.
if (typeof window !== 'undefined') {
  try {
    const saved = Number(sessionStorage.getItem(STORAGE_KEY));
    if (saved > Date.now()) run(saved);
    else if (saved) save(null);
  } catch {
    // Storage unavailable: nothing to resume.
  }
}
