/**
 * The sign-in limits (429 'too-many-attempts' with Retry-After), each on its own: the login limit
 * (failed logins) keeps Log In and Google sign-in disabled, the sign-up limit keeps only the
 * sign-up forms disabled, each with a countdown in whole seconds. They are per tab, since the
 * server counts per client, and survive a reload.
 */
import { create } from 'zustand';
import { secondsUntil } from '../utils/throttle';

/** Which limit answered 429: the one on logins, or the one on sign-ups. */
export type ThrottleScope = 'login' | 'signup';

const SCOPES: readonly ThrottleScope[] = ['login', 'signup'];
const storageKey = (scope: ThrottleScope) => `bela.authThrottleUntil.${scope}`;

interface ThrottleState {
  /** Per limit, milliseconds since the epoch when attempts may resume, or null when not throttled. */
  until: Record<ThrottleScope, number | null>;
  /** Per limit, whole seconds left; 0 when not throttled. */
  secondsLeft: Record<ThrottleScope, number>;
}

export const useThrottleStore = create<ThrottleState>()(() => ({
  until: { login: null, signup: null },
  secondsLeft: { login: 0, signup: 0 },
}));

let timer: ReturnType<typeof setInterval> | null = null;

function save(scope: ThrottleScope, until: number | null): void {
  try {
    if (until === null) sessionStorage.removeItem(storageKey(scope));
    else sessionStorage.setItem(storageKey(scope), String(until));
  } catch {
    // Storage unavailable: the countdown still runs for this page.
  }
}

function tick(): void {
  const { until } = useThrottleStore.getState();
  const nextUntil = { ...until };
  const secondsLeft = { login: 0, signup: 0 };
  for (const scope of SCOPES) {
    secondsLeft[scope] = secondsUntil(until[scope], Date.now());
    if (secondsLeft[scope] === 0 && until[scope] !== null) {
      nextUntil[scope] = null;
      save(scope, null);
    }
  }
  useThrottleStore.setState({ until: nextUntil, secondsLeft });
  if (SCOPES.every((scope) => nextUntil[scope] === null) && timer !== null) {
    clearInterval(timer);
    timer = null;
  }
}

function run(scope: ThrottleScope, until: number): void {
  const state = useThrottleStore.getState();
  useThrottleStore.setState({
    until: { ...state.until, [scope]: until },
    secondsLeft: { ...state.secondsLeft, [scope]: secondsUntil(until, Date.now()) },
  });
  if (timer === null) timer = setInterval(tick, 250);
}

/** Starts (or extends) one limit's throttle for `seconds` from now; the other limit is untouched. */
export function startThrottle(scope: ThrottleScope, seconds: number): void {
  const until = Date.now() + Math.max(1, seconds) * 1000;
  const current = useThrottleStore.getState().until[scope];
  const next = current !== null && current > until ? current : until;
  save(scope, next);
  run(scope, next);
}

// A throttle started before a reload of this tab goes on.
if (typeof window !== 'undefined') {
  for (const scope of SCOPES) {
    try {
      const saved = Number(sessionStorage.getItem(storageKey(scope)));
      if (saved > Date.now()) run(scope, saved);
      else if (saved) save(scope, null);
    } catch {
      // Storage unavailable: nothing to resume.
    }
  }
}
