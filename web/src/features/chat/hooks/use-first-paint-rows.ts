import { startTransition, useEffect, useState } from 'react';

/**
 * Rows of a thread rendered in its first paint: more than the tallest screen shows of the newest
 * messages (a phone shows about six, a desktop about ten).
 */
export const FIRST_PAINT_ROWS = 16;

/**
 * How many of the newest rows a thread renders now: on its first paint only FIRST_PAINT_ROWS, then,
 * in a task after that paint, all of them (null). Opening a long conversation, the newest messages
 * are on screen without waiting for a whole page of rows (50) to render and be laid out; the rows
 * above them follow before the reader can scroll to them. Skipped (null at once) when the thread is
 * opened at a given message, whose row must be there to scroll to, and for a thread of no more rows.
 */
export function useFirstPaintRows(threadKey: number, ready: boolean, rows: number, skip: boolean): number | null {
  const [complete, setComplete] = useState<number | null>(null);
  // A thread that fits in the first paint has nothing to defer.
  const all = skip || rows <= FIRST_PAINT_ROWS || complete === threadKey;
  useEffect(() => {
    if (!ready || all) return;
    // An effect runs once the rows it follows are painted; the rest come in the next task.
    const timer = setTimeout(() => startTransition(() => setComplete(threadKey)), 0);
    return () => clearTimeout(timer);
  }, [ready, all, threadKey]);
  return all ? null : FIRST_PAINT_ROWS;
}
