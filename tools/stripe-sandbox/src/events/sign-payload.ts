/**
 * Stripe's webhook signature: `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256>`, where the
 * HMAC is keyed with the endpoint's whole secret (`whsec_…` included) over `<t>.<raw body>`.
 * Receivers check `t` against their own clock (five minutes' tolerance in the SDK), so it is
 * always real time, never the sandbox clock.
 */
import { createHmac } from 'node:crypto';

export function signPayload(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}
