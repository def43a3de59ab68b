import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_PAINT_ROWS, useFirstPaintRows } from './use-first-paint-rows';

describe('useFirstPaintRows', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('renders the newest rows first, then every row in the task after that paint, once per thread', async () => {
    const { result, rerender } = renderHook(({ thread, ready }) => useFirstPaintRows(thread, ready, 50, false), { initialProps: { thread: 1, ready: false } });
    expect(result.current).toBe(FIRST_PAINT_ROWS);
    rerender({ thread: 1, ready: true });
    expect(result.current).toBe(FIRST_PAINT_ROWS);
    await act(async () => vi.runAllTimersAsync());
    expect(result.current).toBeNull();
    // Another thread starts with its newest rows again.
    rerender({ thread: 2, ready: true });
    expect(result.current).toBe(FIRST_PAINT_ROWS);
    await act(async () => vi.runAllTimersAsync());
    expect(result.current).toBeNull();
  });

  it('renders every row at once for a thread that fits, or one opened at a message', () => {
    expect(renderHook(() => useFirstPaintRows(1, true, FIRST_PAINT_ROWS, false)).result.current).toBeNull();
    expect(renderHook(() => useFirstPaintRows(1, true, 50, true)).result.current).toBeNull();
  });
});
