/**
 * The join and sign-up actions of the funnel (SPEC section 3, "Action record"): join clicks,
 * sign-up start, each step, completion and abandonment.
 */
import type { JoinButtonLabel, SignupStepName } from '@bela/contracts/analytics-names';
import type { SignupMethod } from '@bela/contracts/common';
import { beaconAction, reportAction } from './report-event';
import { createAbandonmentWatch, type SignupDraft } from './signup-abandonment';

/**
 * The `signupStep` values the sign-up forms report. The funnel counts every step event, so a
 * visitor's progress is one step (the first valid submission); refusals and failures carry their
 * message for the breakdown. The daily counters know these steps only (`shared/analytics-names.ts`).
 */
export const signupSteps = {
  submitted: 'details_submitted',
  invalid: 'validation_failed',
  failed: 'failed',
} as const satisfies Record<string, SignupStepName>;
export type SignupStep = (typeof signupSteps)[keyof typeof signupSteps];

const watch = createAbandonmentWatch();
/** Starts and one-off steps already reported in this visit (a form shown twice is one start). */
const reported = new Set<string>();

function once(key: string, report: () => void): void {
  if (reported.has(key)) return;
  reported.add(key);
  report();
}

/** A landing page's join button, named by its text: one the daily counters know (`shared/analytics-names.ts`). */
export function trackJoinClick(buttonText: JoinButtonLabel): void {
  reportAction({ actionType: 'join_click', buttonText });
}

/** A sign-up form was shown (once per method and visit). */
export function trackSignupStart(signupMethod: SignupMethod): void {
  once(`start:${signupMethod}`, () => reportAction({ actionType: 'signup_start', signupMethod }));
}

/** A step of a sign-up form: the first valid submission and each distinct refusal count once per visit. */
export function trackSignupStep(signupMethod: SignupMethod, signupStep: SignupStep, errorMessage?: string | null): void {
  const report = () => reportAction({ actionType: 'signup_step', signupMethod, signupStep, errorMessage: errorMessage ?? null });
  if (signupStep === signupSteps.failed) report();
  else once(`step:${signupMethod}:${signupStep}:${errorMessage ?? ''}`, report);
}

export function trackSignupComplete(signupMethod: SignupMethod): void {
  watch.complete();
  reportAction({ actionType: 'signup_complete', signupMethod });
}

/** Keeps what the visitor has typed, for the abandonment report. */
export function updateSignupDraft(draft: SignupDraft): void {
  watch.update(draft);
}

/**
 * The visitor is leaving sign-up, on `page` (the sign-up page's path: by the time an in-app move
 * reports it, the address is already the next page's): `unloading` when the page itself is going away.
 */
export function leaveSignup(unloading: boolean, page: string): void {
  watch.leave((draft) => {
    const report = {
      actionType: 'signup_abandon' as const,
      signupMethod: draft.method,
      abandonedEmail: draft.email,
      abandonedDisplayName: draft.displayName || null,
    };
    if (unloading) beaconAction(report, page);
    else reportAction(report, page);
  });
}
