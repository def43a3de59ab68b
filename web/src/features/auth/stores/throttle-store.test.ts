import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttleMessage } from '../utils/throttle';

/** The tab's session storage. */
let saved: Map<string, string>;
const storage = {
  getItem: (key: string) => saved.get(key) ?? null,
  setItem: (key: string, value: string) => void saved.set(key, value),
  removeItem: (key: string) => void saved.delete(key),
};

/** The store as a freshly loaded page sees it. */
async function loadPage() {
  vi.resetModules();
  return import('./throttle-store');
}

const NOW = new Date('2026-03-02T10:00:00Z').getTime();

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
  saved = new Map();
  vi.stubGlobal('sessionStorage', storage);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the sign-in throttles', () => {
  it('holds back sign-up only, when the sign-up limit answers', async () => {
    const { startThrottle, useThrottleStore } = await loadPage();
    startThrottle('signup', 2316);
    expect(useThrottleStore.getState().secondsLeft).toEqual({ login: 0, signup: 2316 });
    expect(useThrottleStore.getState().until.login).toBeNull();
    expect(throttleMessage(useThrottleStore.getState().secondsLeft.signup)).toBe('Too many attempts. Please wait about 39 minutes and try again.');
    expect([...saved.keys()]).toEqual(['bela.authThrottleUntil.signup']);
  });

  it('holds back login only, when the login limit answers', async () => {
    const { startThrottle, useThrottleStore } = await loadPage();
    startThrottle('login', 45);
    expect(useThrottleStore.getState().secondsLeft).toEqual({ login: 45, signup: 0 });
    expect([...saved.keys()]).toEqual(['bela.authThrottleUntil.login']);
  });

  it('counts each limit down on its own and ends each when its time is up', async () => {
    const { startThrottle, useThrottleStore } = await loadPage();
    startThrottle('login', 3);
    startThrottle('signup', 10);
    vi.advanceTimersByTime(1000);
    expect(useThrottleStore.getState().secondsLeft).toEqual({ login: 2, signup: 9 });
    vi.advanceTimersByTime(2000);
    expect(useThrottleStore.getState().secondsLeft).toEqual({ login: 0, signup: 7 });
    expect(useThrottleStore.getState().until.login).toBeNull();
    expect([...saved.keys()]).toEqual(['bela.authThrottleUntil.signup']);
    vi.advanceTimersByTime(7000);
    expect(useThrottleStore.getState()).toEqual({ until: { login: null, signup: null }, secondsLeft: { login: 0, signup: 0 } });
    expect(saved.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('extends a running throttle, never shortens it', async () => {
    const { startThrottle, useThrottleStore } = await loadPage();
    startThrottle('login', 60);
    startThrottle('login', 10);
    expect(useThrottleStore.getState().secondsLeft.login).toBe(60);
    startThrottle('login', 90);
    expect(useThrottleStore.getState().secondsLeft.login).toBe(90);
    expect(useThrottleStore.getState().secondsLeft.signup).toBe(0);
  });

  it('goes on after a reload of the tab, each limit as it was', async () => {
    vi.stubGlobal('window', {});
    saved.set('bela.authThrottleUntil.signup', String(NOW + 120_000));
    saved.set('bela.authThrottleUntil.login', String(NOW - 1000));
    const { useThrottleStore } = await loadPage();
    expect(useThrottleStore.getState().secondsLeft).toEqual({ login: 0, signup: 120 });
    // The login throttle had ended: its saved time is dropped.
    expect([...saved.keys()]).toEqual(['bela.authThrottleUntil.signup']);
  });
});
