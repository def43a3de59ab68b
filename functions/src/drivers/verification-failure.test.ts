import { describe, expect, it } from 'vitest';
import { IdentityError, IdentityUnavailableError } from '../ports/identity';
import { verificationFailure } from './verification-failure';

const failure = (code: string | undefined, message: string) => Object.assign(new Error(message), code ? { code } : {});

describe('verificationFailure', () => {
  it.each([
    ['auth/id-token-expired', 'Firebase ID token has expired.'],
    ['auth/argument-error', 'Decoding Firebase ID token failed.'],
    ['auth/id-token-revoked', 'The Firebase ID token has been revoked.'],
    ['app-check/invalid-argument', 'The provided App Check token has invalid signature.'],
    [undefined, 'jwt malformed'],
  ])('takes %s (%s) for a bad token', (code, message) => {
    expect(verificationFailure(failure(code, message), 'ID token')).toBeInstanceOf(IdentityError);
  });

  it.each([
    ['auth/internal-error', 'Error fetching public keys for Google certs: getaddrinfo EAI_AGAIN'],
    ['app/network-error', 'Error while making request: connect ECONNREFUSED'],
    [undefined, 'Failed to fetch the JWKS: socket hang up'],
    ['app-check/internal-error', 'Unexpected response with status 503'],
  ])('takes %s (%s) for an outage', (code, message) => {
    const mapped = verificationFailure(failure(code, message), 'App Check token');
    expect(mapped).toBeInstanceOf(IdentityUnavailableError);
    expect(mapped.cause).toBeInstanceOf(Error);
  });
});
