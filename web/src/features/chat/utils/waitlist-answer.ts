/** The waitlist dialog's words: what the answer of POST /data/check-waitlist means for the trial. */
import { TRIAL_DAYS, WAITLIST_TRIAL_DAYS } from '@bela/contracts/constants';
import { clientErrorCodes, isApiError, isServerError } from '../../../lib/api-error';
import { dayAdjective } from '../../../utils/pricing';

export const WAITLIST_CHECK_FAILED = "We couldn't check the waitlist. Please try again.";

/** The heading and sentence for an e-mail on the waitlist (`onList`) or not. */
export function waitlistAnswer(onList: boolean): { title: string; text: string } {
  return onList
    ? {
        title: "You're on the waitlist",
        text: `Your e-mail is on the waitlist, so you have the ${dayAdjective(WAITLIST_TRIAL_DAYS)} free trial.`,
      }
    : {
        title: 'Not on the waitlist',
        text: `Your e-mail is not on the waitlist, so your free trial is the standard ${dayAdjective(TRIAL_DAYS)} one.`,
      };
}

/** The server's own message, the timeout or connection message, or a general one. */
export function waitlistErrorMessage(error: unknown): string {
  if (isServerError(error) && error.message) return error.message;
  if (isApiError(error) && (error.code === clientErrorCodes.timeout || error.code === clientErrorCodes.network)) return error.message;
  return WAITLIST_CHECK_FAILED;
}
