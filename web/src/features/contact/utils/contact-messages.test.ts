import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { contactErrorMessage } from './contact-messages';

describe('contactErrorMessage', () => {
  it("shows the server's message", () => {
    expect(contactErrorMessage(new ApiError(400, 'invalid-argument', 'Please enter a message.'))).toBe('Please enter a message.');
  });

  it('reports a network failure', () => {
    expect(contactErrorMessage(new ApiError(0, 'network', 'x'))).toBe(
      'Failed to send message. Please check your connection and try again.',
    );
  });

  it('falls back otherwise', () => {
    expect(contactErrorMessage(new ApiError(502, 'http-error', 'Request failed with status 502'))).toBe(
      'Failed to send message. Please try again.',
    );
    expect(contactErrorMessage(new ApiError(0, 'timeout', 'Request timed out - server may be unavailable'))).toBe(
      'Failed to send message. Please try again.',
    );
    expect(contactErrorMessage(new Error('boom'))).toBe('Failed to send message. Please try again.');
  });
});
