/**
 * Which global error the dialog shows, without a storm of dialogs: one at a time; errors arriving
 * while it is open are folded into it (counted, not stacked); an error the visitor dismissed is not
 * shown again on this page; and for a moment after a dismissal nothing new opens, since a failure
 * usually arrives as a burst of related errors.
 */
import type { ClassifiedError } from './classify-global-error';

/** After a dismissal, errors arriving within this many milliseconds are the same burst's tail. */
export const QUIET_AFTER_DISMISS_MS = 3_000;

export interface ShownError extends ClassifiedError {
  /** Errors folded into this one since it opened. */
  folded: number;
}

export interface ErrorDialogState {
  open: boolean;
  /** The error shown, kept after closing so the dialog can animate out with its text. */
  current: ShownError | null;
  dismissed: ReadonlySet<string>;
  dismissedAt: number | null;
}

export const initialErrorDialogState: ErrorDialogState = { open: false, current: null, dismissed: new Set(), dismissedAt: null };

export function offerError(state: ErrorDialogState, error: ClassifiedError, now: number): ErrorDialogState {
  if (state.open && state.current) return { ...state, current: { ...state.current, folded: state.current.folded + 1 } };
  if (state.dismissed.has(error.signature)) return state;
  if (state.dismissedAt !== null && now - state.dismissedAt < QUIET_AFTER_DISMISS_MS) return state;
  return { ...state, open: true, current: { ...error, folded: 0 } };
}

export function dismissError(state: ErrorDialogState, now: number): ErrorDialogState {
  if (!state.open || !state.current) return state;
  return { ...state, open: false, dismissed: new Set(state.dismissed).add(state.current.signature), dismissedAt: now };
}
