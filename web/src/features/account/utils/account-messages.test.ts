import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { CHECKOUT_FAILED, checkoutErrorMessage, exportFileName, serverMessageOr } from './account-messages';

describe('account messages', () => {
  it("shows the server's checkout message, but the fallback for a missing route or a client failure", () => {
    expect(checkoutErrorMessage(new ApiError(409, 'already-subscribed', 'You already have Premium.'))).toBe('You already have Premium.');
    expect(checkoutErrorMessage(new ApiError(404, 'not-found', 'Route not found'))).toBe(CHECKOUT_FAILED);
    expect(checkoutErrorMessage(new ApiError(0, 'network', 'offline'))).toBe(CHECKOUT_FAILED);
    expect(checkoutErrorMessage(new ApiError(500, 'http-error', 'Request failed with status 500'))).toBe(CHECKOUT_FAILED);
  });

  it('prefers a server message', () => {
    expect(serverMessageOr(new ApiError(409, 'conflict', 'Nope.'), 'Failed.')).toBe('Nope.');
    expect(serverMessageOr(new Error('x'), 'Failed.')).toBe('Failed.');
  });

  it('names the export file by local date', () => {
    expect(exportFileName(new Date(2026, 0, 5, 23, 59))).toBe('bela-data-2026-01-05.json');
  });
});
