/**
 * The sandbox's own time. It starts at real time and runs with it, but can be pushed forward
 * (never back) to reach the end of a billing period without waiting a month. The offset is part
 * of the persisted state, so a restart does not travel back in time past renewals already made.
 *
 * Moving the clock is what makes billing happen: `advanceClock` then runs every period end and
 * session expiry that has come due, in the order they fall due (see billing/due-transitions.ts).
 * A timer does the same as real time passes.
 */
import { runDueTransitions, type DueSummary } from './billing/due-transitions';
import { invalidRequest } from './errors';
import type { SandboxContext } from './sandbox-context';
import type { Store } from './store';

const MAX_ADVANCE_SECONDS = 10 * 366 * 86_400;

export class BillingClock {
  constructor(private readonly store: Store) {}

  /** Unix seconds by the sandbox clock. */
  now(): number {
    return Math.floor(Date.now() / 1000) + this.store.state.clockOffsetSeconds;
  }

  nowDate(): Date {
    return new Date(this.now() * 1000);
  }

  get offsetSeconds(): number {
    return this.store.state.clockOffsetSeconds;
  }

  advance(seconds: number): void {
    if (!Number.isFinite(seconds) || seconds <= 0 || seconds > MAX_ADVANCE_SECONDS) {
      throw invalidRequest('The clock moves forward only, by at most ten years at a time.', 'seconds');
    }
    this.store.state.clockOffsetSeconds += Math.round(seconds);
  }
}

/** Moves the clock forward and carries out what came due on the way. */
export function advanceClock(ctx: SandboxContext, seconds: number): DueSummary {
  ctx.clock.advance(seconds);
  return runDueTransitions(ctx);
}

/** Runs due transitions as real time passes; returns a function that stops the timer. */
export function startDueTimer(ctx: SandboxContext, intervalMs: number, afterRun: () => void): () => void {
  if (intervalMs <= 0) return () => {};
  const timer = setInterval(() => {
    const summary = runDueTransitions(ctx);
    if (Object.values(summary).some((ids) => Array.isArray(ids) && ids.length > 0)) afterRun();
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
