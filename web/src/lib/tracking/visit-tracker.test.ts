import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createVisitTracker } from './visit-tracker';

describe('createVisitTracker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = () => {
    const send = vi.fn<(path: string, previous: string | null) => void>();
    return { send, tracker: createVisitTracker({ send, delayMs: 100 }) };
  };

  it('reports a path once it has been still for the delay', () => {
    const { send, tracker } = setup();
    tracker.routeChanged('/');
    vi.advanceTimersByTime(99);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledExactlyOnceWith('/', null);
  });

  it('reports only the last of quick changes', () => {
    const { send, tracker } = setup();
    tracker.routeChanged('/chat');
    vi.advanceTimersByTime(50);
    tracker.routeChanged('/');
    vi.advanceTimersByTime(60);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(40);
    expect(send).toHaveBeenCalledExactlyOnceWith('/', null);
  });

  it('skips a repeat of the path reported last, and names the previous path', () => {
    const { send, tracker } = setup();
    tracker.routeChanged('/');
    vi.advanceTimersByTime(100);
    tracker.routeChanged('/');
    vi.advanceTimersByTime(100);
    expect(send).toHaveBeenCalledTimes(1);

    tracker.routeChanged('/signup');
    vi.advanceTimersByTime(100);
    tracker.routeChanged('/');
    vi.advanceTimersByTime(100);
    expect(send.mock.calls).toEqual([
      ['/', null],
      ['/signup', '/'],
      ['/', '/signup'],
    ]);
  });

  it('skips a hop away and back within the delay', () => {
    const { send, tracker } = setup();
    tracker.routeChanged('/');
    vi.advanceTimersByTime(100);
    tracker.routeChanged('/login');
    tracker.routeChanged('/');
    vi.advanceTimersByTime(100);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('drops a pending report when cancelled', () => {
    const { send, tracker } = setup();
    tracker.routeChanged('/terms');
    tracker.cancel();
    vi.advanceTimersByTime(500);
    expect(send).not.toHaveBeenCalled();
  });
});
