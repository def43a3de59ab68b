import { describe, expect, it } from 'vitest';
import { ApiError, TIMEOUT_MESSAGE } from '../../../lib/api-error';
import { statusText, verificationErrorMessage } from './verification-error';

describe('verificationErrorMessage', () => {
  it("prefers the server's message", () => {
    expect(verificationErrorMessage(new ApiError(404, 'session-not-found', 'That payment session was not found.'))).toBe(
      'That payment session was not found.',
    );
  });

  it('names the HTTP status when the answer carried no message', () => {
    expect(verificationErrorMessage(new ApiError(500, 'http-error', 'Request failed with status 500'))).toBe(
      'Failed to verify session: Internal Server Error',
    );
    expect(statusText(418)).toBe('HTTP 418');
  });

  it("gives the client's own error text, else the fallback", () => {
    expect(verificationErrorMessage(new ApiError(0, 'timeout', TIMEOUT_MESSAGE))).toBe(TIMEOUT_MESSAGE);
    expect(verificationErrorMessage(new ApiError(200, 'invalid-response', 'Invalid response from server'))).toBe('Payment verification failed');
    expect(verificationErrorMessage(new Error('boom'))).toBe('Payment verification failed');
  });
});
