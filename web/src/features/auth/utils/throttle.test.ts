import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { BackendAuthError } from './auth-errors';
import { DEFAULT_THROTTLE_SECONDS, secondsUntil, throttleMessage, throttleSeconds } from './throttle';

describe('throttleSeconds', () => {
  it("reads a 429 answer's Retry-After", () => {
    expect(throttleSeconds(new ApiError(429, 'too-many-attempts', 'Too many', 37))).toBe(37);
  });

  it('looks inside a wrapped backend error', () => {
    expect(throttleSeconds(new BackendAuthError(new ApiError(429, 'too-many-attempts', 'Too many', 12)))).toBe(12);
  });

  it('uses a default without Retry-After, and at least one second', () => {
    expect(throttleSeconds(new ApiError(429, 'too-many-attempts', 'Too many'))).toBe(DEFAULT_THROTTLE_SECONDS);
    expect(throttleSeconds(new ApiError(429, 'too-many-attempts', 'Too many', 0))).toBe(1);
  });

  it('is null for anything else', () => {
    expect(throttleSeconds(new ApiError(404, 'user-not-found', 'No account'))).toBeNull();
    expect(throttleSeconds(new Error('boom'))).toBeNull();
    expect(throttleSeconds(null)).toBeNull();
  });
});

describe('throttleMessage', () => {
  it('names the seconds to wait', () => {
    expect(throttleMessage(42)).toBe('Too many attempts. Please wait 42 seconds and try again.');
    expect(throttleMessage(2)).toBe('Too many attempts. Please wait 2 seconds and try again.');
    expect(throttleMessage(1)).toBe('Too many attempts. Please wait 1 second and try again.');
    expect(throttleMessage(2316)).toBe('Too many attempts. Please wait about 39 minutes and try again.');
    expect(throttleMessage(70)).toBe('Too many attempts. Please wait about a minute and try again.');
    expect(throttleMessage(3600)).toBe('Too many attempts. Please wait about an hour and try again.');
  });
});

describe('secondsUntil', () => {
  it('counts whole seconds down to zero', () => {
    expect(secondsUntil(null, 0)).toBe(0);
    expect(secondsUntil(10_000, 0)).toBe(10);
    expect(secondsUntil(10_000, 9_001)).toBe(1);
    expect(secondsUntil(10_000, 10_000)).toBe(0);
    expect(secondsUntil(10_000, 20_000)).toBe(0);
  });
});
