import { describe, expect, it } from 'vitest';
import { BackendAuthError, loginErrorMessage, providerMessage, signupErrorMessage } from './auth-errors';

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
