import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStreamStore } from './stream-store';

const stream = () => useStreamStore.getState();

beforeEach(() => {
  vi.useFakeTimers();
  stream().reset();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the streamed reply', () => {
  it('shows the tokens of one frame together', () => {
    const renders: string[] = [];
    stream().start();
    const unsubscribe = useStreamStore.subscribe((state, previous) => {
      if (state.text !== previous.text || state.phase !== previous.phase) renders.push(`${state.phase}:${state.text}`);
    });
    stream().append('Hel');
    stream().append('lo');
    expect(stream()).toMatchObject({ phase: 'waiting', text: '' });
    expect(stream().snapshot()).toBe('Hello');
    vi.advanceTimersByTime(16);
    stream().append(' you');
    vi.advanceTimersByTime(16);
    unsubscribe();
    expect(renders).toEqual(['streaming:Hello', 'streaming:Hello you']);
  });

  it('cancels the pending frame on reset and on a new start', () => {
    stream().start();
    stream().append('Old');
    stream().reset();
    expect(vi.getTimerCount()).toBe(0);
    stream().start();
    stream().append('Older');
    stream().start();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(50);
    expect(stream()).toMatchObject({ phase: 'waiting', text: '', queued: '', frame: null });
  });
});
