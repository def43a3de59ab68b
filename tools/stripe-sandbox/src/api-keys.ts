/**
 * API key check: like Stripe, any test-mode secret (`sk_test_…`) or restricted (`rk_test_…`) key
 * is accepted, as a Bearer token or as the Basic-auth user name (`curl -u sk_test_x:`). Anything
 * else is a 401. Live keys are refused so that a misconfigured app cannot mistake this for Stripe.
 */
import { authenticationFailed } from './errors';

function keyFrom(header: string | undefined): string | null {
  if (!header) return null;
  const [scheme, value = ''] = header.trim().split(/\s+/, 2);
  if (scheme?.toLowerCase() === 'bearer') return value || null;
  if (scheme?.toLowerCase() === 'basic') {
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    return decoded.split(':')[0] || null;
  }
  return null;
}

const mask = (key: string) => (key.length > 12 ? `${key.slice(0, 8)}${'*'.repeat(key.length - 12)}${key.slice(-4)}` : '***');

/** The request's key, or a Stripe-shaped 401. */
export function authenticate(authorization: string | undefined): string {
  const key = keyFrom(authorization);
  if (!key) {
    throw authenticationFailed(
      'You did not provide an API key. Send it in the Authorization header as a Bearer token (Authorization: Bearer sk_test_...).',
    );
  }
  if (!/^(sk|rk)_test_\S+$/.test(key)) {
    throw authenticationFailed(`Invalid API Key provided: ${mask(key)}. The Stripe sandbox accepts test-mode keys (sk_test_...) only.`);
  }
  return key;
}
