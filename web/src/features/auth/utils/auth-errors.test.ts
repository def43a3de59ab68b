import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import {
  BackendAuthError,
  googleCompletionErrorMessage,
  GoogleSignInCancelledError,
  googleSignInErrorMessage,
  loginErrorMessage,
  providerMessage,
  signupErrorMessage,
  UnexpectedGoogleResultError,
} from './auth-errors';

/** The shape of a FirebaseError: a code and a 'Firebase: ... (auth/...).' message. */
function firebaseError(code: string, text = 'Error'): Error & { code: string } {
  return Object.assign(new Error(`Firebase: ${text} (${code}).`), { code });
}

describe('loginErrorMessage', () => {
  it('reports a backend failure', () => {
    expect(loginErrorMessage(new BackendAuthError(new Error('404')))).toBe(
      'Login failed. Could not verify with server. Please try again.',
    );
  });

  it.each(['auth/wrong-password', 'auth/user-not-found', 'auth/invalid-credential'])('maps %s to invalid credentials', (code) => {
    expect(loginErrorMessage(firebaseError(code))).toBe('Invalid email or password. Please try again.');
  });

  it.each([firebaseError('auth/too-many-requests'), firebaseError('auth/network-request-failed'), new Error('boom'), 'text', null])(
    'falls back for anything else (%s)',
    (error) => {
      expect(loginErrorMessage(error)).toBe('An unexpected error occurred during login.');
    },
  );
});

describe('signupErrorMessage', () => {
  it('reports a backend failure', () => {
    expect(signupErrorMessage(new BackendAuthError('409'))).toBe('Account creation failed. Could not register with server.');
  });

  it('maps e-mail in use', () => {
    expect(signupErrorMessage(firebaseError('auth/email-already-in-use'))).toBe('This email is already registered. Please log in.');
  });

  it('maps an invalid e-mail', () => {
    expect(signupErrorMessage(firebaseError('auth/invalid-email'))).toBe('Please enter a valid email address.');
  });

  it("shows the identity provider's password-policy message", () => {
    expect(
      signupErrorMessage(
        firebaseError(
          'auth/password-does-not-meet-requirements',
          'Missing password requirements: [Password must contain an upper case character]',
        ),
      ),
    ).toBe('Missing password requirements: [Password must contain an upper case character]');
    expect(signupErrorMessage(firebaseError('auth/weak-password', 'Password should be at least 6 characters'))).toBe(
      'Password should be at least 6 characters',
    );
  });

  it('falls back for anything else', () => {
    expect(signupErrorMessage(firebaseError('auth/internal-error'))).toBe('Failed to create account. Please try again.');
    expect(signupErrorMessage(new Error('boom'))).toBe('Failed to create account. Please try again.');
    expect(signupErrorMessage(undefined)).toBe('Failed to create account. Please try again.');
  });
});

describe('providerMessage', () => {
  it('strips the Firebase prefix and code suffix', () => {
    expect(providerMessage(new Error('Firebase: Something happened (auth/foo).'))).toBe('Something happened');
    expect(providerMessage(new Error('Plain message'))).toBe('Plain message');
    expect(providerMessage({})).toBeNull();
  });
});

describe('googleSignInErrorMessage', () => {
  it('reports an unexpected result', () => {
    expect(googleSignInErrorMessage(new UnexpectedGoogleResultError())).toBe('An unexpected error occurred during Google sign-in.');
  });

  it('reports a backend failure with the server-verify message', () => {
    expect(googleSignInErrorMessage(new BackendAuthError(new ApiError(500, 'internal', 'Boom')))).toBe(
      'Sign up/Login failed. Could not verify with server.',
    );
  });

  it.each([firebaseError('auth/popup-closed-by-user'), firebaseError('auth/cancelled-popup-request'), new GoogleSignInCancelledError()])(
    'reports a closed popup or a cancelled emulator dialog (%s)',
    (error) => {
      expect(googleSignInErrorMessage(error)).toBe('Sign-in cancelled.');
    },
  );

  it.each([firebaseError('auth/popup-blocked'), firebaseError('auth/network-request-failed'), new Error('boom'), undefined])(
    'falls back for anything else (%s)',
    (error) => {
      expect(googleSignInErrorMessage(error)).toBe('Failed to sign in with Google. Please try again.');
    },
  );
});

describe('googleCompletionErrorMessage', () => {
  it("shows the server's message", () => {
    expect(googleCompletionErrorMessage(new ApiError(409, 'already-registered', 'This email is already registered. Please log in.'))).toBe(
      'This email is already registered. Please log in.',
    );
  });

  it("shows the client's timeout and connection messages", () => {
    expect(googleCompletionErrorMessage(new ApiError(0, 'timeout', 'Request timed out - server may be unavailable'))).toBe(
      'Request timed out - server may be unavailable',
    );
  });

  it('shows an error message without the Firebase decoration', () => {
    expect(googleCompletionErrorMessage(new Error('Firebase: Something happened (auth/internal-error).'))).toBe('Something happened');
  });

  it('falls back for a bare HTTP status, an empty message or a non-error', () => {
    const fallback = 'Failed to complete Google sign up. Please try again.';
    expect(googleCompletionErrorMessage(new ApiError(502, 'http-error', 'Request failed with status 502'))).toBe(fallback);
    expect(googleCompletionErrorMessage(new Error(''))).toBe(fallback);
    expect(googleCompletionErrorMessage('nope')).toBe(fallback);
  });
});
