import { describe, expect, it } from 'vitest';
import { classifyRejection, classifyScriptError } from './classify-global-error';

/** An error shaped like Firebase's (`FirebaseError`: a code and a message naming it). */
function firebaseError(code: string, message: string) {
  return Object.assign(new Error(message), { name: 'FirebaseError', code });
}

const titleOfRejection = (reason: unknown) => classifyRejection(reason)?.title ?? null;

describe('classifyRejection', () => {
  it('calls an App Check token fetch failure a Connection Issue', () => {
    expect(
      titleOfRejection(
        firebaseError('appCheck/fetch-network-error', 'AppCheck: Fetch server network error: Failed to fetch. (appCheck/fetch-network-error).'),
      ),
    ).toBe('Connection Issue');
    expect(titleOfRejection(firebaseError('appCheck/fetch-status-error', 'AppCheck: Fetch server returned an HTTP error status. HTTP status: 403.'))).toBe(
      'Connection Issue',
    );
    expect(titleOfRejection(new Error('App Check token fetch failed'))).toBe('Connection Issue');
  });

  it('calls a captcha message a Connection Issue', () => {
    expect(titleOfRejection(new Error('reCAPTCHA placeholder element must be an element or id'))).toBe('Connection Issue');
    expect(titleOfRejection('Timeout loading reCAPTCHA')).toBe('Connection Issue');
  });

  it('calls an event-listener message a Connection Issue', () => {
    expect(
      titleOfRejection(
        new Error('A listener indicated an asynchronous response by returning true, but the message channel closed before a response was received'),
      ),
    ).toBe('Connection Issue');
    expect(titleOfRejection(new Error('The message port closed before a response was received.'))).toBe('Connection Issue');
  });

  it('calls an error code beginning auth/ an Authentication Issue', () => {
    expect(titleOfRejection(firebaseError('auth/network-request-failed', 'Firebase: Error (auth/network-request-failed).'))).toBe(
      'Authentication Issue',
    );
    expect(titleOfRejection({ code: 'auth/user-token-expired' })).toBe('Authentication Issue');
    // A message that names an auth code counts too (an error re-thrown without its code).
    expect(titleOfRejection(new Error('Firebase: Error (auth/invalid-credential).'))).toBe('Authentication Issue');
  });

  it('checks for a connection issue before the auth code', () => {
    expect(titleOfRejection(firebaseError('auth/captcha-check-failed', 'Firebase: Error (auth/captcha-check-failed).'))).toBe('Connection Issue');
  });

  it('calls any other rejection Something went wrong', () => {
    expect(titleOfRejection(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe('Something went wrong');
    expect(titleOfRejection(undefined)).toBe('Something went wrong');
    expect(titleOfRejection(42)).toBe('Something went wrong');
    expect(titleOfRejection({ code: 'authentication' })).toBe('Something went wrong');
    expect(titleOfRejection(Object.assign(new Error('Request timed out - server may be unavailable'), { name: 'ApiError', code: 'timeout' }))).toBe(
      'Something went wrong',
    );
  });

  it('gives the error message as detail', () => {
    expect(classifyRejection(new Error('boom'))).toEqual({
      title: 'Something went wrong',
      detail: 'boom',
      signature: 'Something went wrong|boom',
    });
    expect(classifyRejection(undefined)?.detail).toBeNull();
    expect(classifyRejection(new Error('x'.repeat(1000)))?.detail).toHaveLength(300);
  });

  it('ignores cancellations, ResizeObserver notices and extension scripts', () => {
    expect(classifyRejection(new DOMException('The user aborted a request.', 'AbortError'))).toBeNull();
    expect(classifyRejection(Object.assign(new Error('The request was cancelled.'), { name: 'ApiError', code: 'aborted' }))).toBeNull();
    expect(classifyRejection(new Error('ResizeObserver loop completed with undelivered notifications.'))).toBeNull();
    const fromExtension = new Error('Cannot read properties of null');
    fromExtension.stack = 'TypeError: Cannot read properties of null\n    at chrome-extension://abcdef/content.js:1:20';
    expect(classifyRejection(fromExtension)).toBeNull();
  });
});

describe('classifyScriptError', () => {
  const thrown = new Error('x is not a function');

  it('calls an uncaught exception an Application Error', () => {
    const result = classifyScriptError({ message: 'Uncaught TypeError: x is not a function', filename: 'https://bela.example.com/assets/chat-abc.js', error: thrown });
    expect(result?.title).toBe('Application Error');
    expect(result?.detail).toBe('x is not a function');
  });

  it('keeps the connection and auth titles for errors thrown outside a promise', () => {
    expect(classifyScriptError({ message: 'Uncaught Error', filename: 'https://www.gstatic.com/recaptcha/releases/x/recaptcha__en.js', error: new Error('reCAPTCHA error') })?.title).toBe(
      'Connection Issue',
    );
    expect(classifyScriptError({ message: 'Uncaught FirebaseError', error: firebaseError('auth/internal-error', 'Firebase: Error (auth/internal-error).') })?.title).toBe(
      'Authentication Issue',
    );
  });

  it('falls back to the event message when nothing was thrown with it', () => {
    expect(classifyScriptError({ message: 'Uncaught SyntaxError: Unexpected token', filename: 'https://bela.example.com/assets/x.js' })?.detail).toBe(
      'Uncaught SyntaxError: Unexpected token',
    );
  });

  it('ignores ResizeObserver notices, extension scripts and opaque cross-origin errors', () => {
    expect(classifyScriptError({ message: 'ResizeObserver loop limit exceeded' })).toBeNull();
    expect(classifyScriptError({ message: 'Uncaught Error: boom', filename: 'chrome-extension://abcdef/inject.js', error: new Error('boom') })).toBeNull();
    expect(classifyScriptError({ message: 'Uncaught Error: boom', filename: 'moz-extension://1234/inject.js' })).toBeNull();
    expect(classifyScriptError({ message: 'Script error.', filename: '' })).toBeNull();
    expect(classifyScriptError({ message: 'Uncaught DOMException', error: new DOMException('aborted', 'AbortError') })).toBeNull();
  });

  it('still shows "Script error." when it names a file of ours', () => {
    expect(classifyScriptError({ message: 'Script error.', filename: 'https://bela.example.com/assets/index.js' })?.title).toBe('Application Error');
  });
});
