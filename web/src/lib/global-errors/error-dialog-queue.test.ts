import { describe, expect, it } from 'vitest';
import type { ClassifiedError } from './classify-global-error';
import { dismissError, initialErrorDialogState, offerError, QUIET_AFTER_DISMISS_MS, type ErrorDialogState } from './error-dialog-queue';

const error = (detail: string, title: ClassifiedError['title'] = 'Something went wrong'): ClassifiedError => ({
  title,
  detail,
  signature: `${title}|${detail}`,
});

const offerAll = (state: ErrorDialogState, errors: ClassifiedError[], now: number) => errors.reduce((s, e) => offerError(s, e, now), state);

describe('error dialog queue', () => {
  it('opens on the first error', () => {
    const state = offerError(initialErrorDialogState, error('a'), 0);
    expect(state.open).toBe(true);
    expect(state.current).toMatchObject({ detail: 'a', folded: 0 });
  });

  it('folds every error arriving while it is open into the one shown', () => {
    const state = offerAll(initialErrorDialogState, [error('a'), error('a'), error('b', 'Application Error'), error('a')], 0);
    expect(state.current).toMatchObject({ detail: 'a', title: 'Something went wrong', folded: 3 });
  });

  it('does not show a dismissed error again', () => {
    let state = offerError(initialErrorDialogState, error('a'), 0);
    state = dismissError(state, 10);
    expect(state.open).toBe(false);
    expect(state.current?.detail).toBe('a');
    state = offerError(state, error('a'), 10 + QUIET_AFTER_DISMISS_MS * 10);
    expect(state.open).toBe(false);
  });

  it('stays quiet just after a dismissal, then shows a new error', () => {
    let state = dismissError(offerError(initialErrorDialogState, error('a'), 0), 1_000);
    state = offerError(state, error('b'), 1_000 + QUIET_AFTER_DISMISS_MS - 1);
    expect(state.open).toBe(false);
    state = offerError(state, error('b'), 1_000 + QUIET_AFTER_DISMISS_MS);
    expect(state.open).toBe(true);
    expect(state.current).toMatchObject({ detail: 'b', folded: 0 });
  });

  it('ignores a dismissal with nothing open', () => {
    expect(dismissError(initialErrorDialogState, 0)).toBe(initialErrorDialogState);
  });
});
