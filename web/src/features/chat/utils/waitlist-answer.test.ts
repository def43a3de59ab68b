import { describe, expect, it } from 'vitest';
import { TRIAL_DAYS, WAITLIST_TRIAL_DAYS } from '@bela/contracts/constants';
import { ApiError, TIMEOUT_MESSAGE } from '../../../lib/api-error';
import { WAITLIST_CHECK_FAILED, waitlistAnswer, waitlistErrorMessage } from './waitlist-answer';

describe('waitlistAnswer', () => {
  it('tells a listed member they have the 14-day trial', () => {
    expect(waitlistAnswer(true)).toEqual({
      title: "You're on the waitlist",
      text: 'Your e-mail is on the waitlist, so you have the 14-day free trial.',
    });
    expect(waitlistAnswer(true).text).toContain(`${WAITLIST_TRIAL_DAYS}-day`);
  });

  it('tells anyone else their trial is the standard length', () => {
    expect(waitlistAnswer(false)).toEqual({
      title: 'Not on the waitlist',
      text: 'Your e-mail is not on the waitlist, so your free trial is the standard 3-day one.',
    });
    expect(waitlistAnswer(false).text).toContain(`${TRIAL_DAYS}-day`);
  });
});

describe('waitlistErrorMessage', () => {
  it("passes on the server's message", () => {
    expect(waitlistErrorMessage(new ApiError(403, 'permission-denied', 'You can only check your own e-mail address.'))).toBe(
      'You can only check your own e-mail address.',
    );
  });

  it('passes on the timeout and connection messages', () => {
    expect(waitlistErrorMessage(new ApiError(0, 'timeout', TIMEOUT_MESSAGE))).toBe('Request timed out - server may be unavailable');
    expect(waitlistErrorMessage(new ApiError(0, 'network', 'Could not reach the server.'))).toBe('Could not reach the server.');
  });

  it('falls back to its own words for anything else', () => {
    expect(waitlistErrorMessage(new ApiError(502, 'http-error', 'HTTP error! status: 502'))).toBe(WAITLIST_CHECK_FAILED);
    expect(waitlistErrorMessage(new Error('boom'))).toBe("We couldn't check the waitlist. Please try again.");
  });
});
