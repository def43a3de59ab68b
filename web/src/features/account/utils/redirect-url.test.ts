import { describe, expect, it } from 'vitest';
import { redirectUrl, requireRedirectUrl } from './redirect-url';

const base = 'http://127.0.0.1:5000/chat';

describe('redirectUrl', () => {
  it('accepts http and https URLs', () => {
    expect(redirectUrl('https://checkout.stripe.com/c/pay/cs_test_1', base)).toBe('https://checkout.stripe.com/c/pay/cs_test_1');
    expect(redirectUrl('http://127.0.0.1:12111/c/pay/cs_test_1', base)).toBe('http://127.0.0.1:12111/c/pay/cs_test_1');
  });

  it('refuses anything else', () => {
    expect(redirectUrl('javascript:alert(1)', base)).toBeNull();
    expect(redirectUrl('data:text/html,hi', base)).toBeNull();
    expect(redirectUrl('', base)).toBeNull();
    expect(redirectUrl(undefined, base)).toBeNull();
    expect(redirectUrl(42, base)).toBeNull();
  });
});

describe('requireRedirectUrl', () => {
  it('answers a usable URL and fails on anything else', () => {
    expect(requireRedirectUrl('https://billing.stripe.com/p/session_1', base)).toBe('https://billing.stripe.com/p/session_1');
    expect(() => requireRedirectUrl('javascript:alert(1)', base)).toThrow('The server answered no usable URL.');
  });
});
