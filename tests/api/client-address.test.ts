// The client address on the running stack, through Hosting and straight to the function: a
// different X-Forwarded-For on every request must not buy more sign-in attempts. Skipped unless
// the Hosting and Functions emulators run (`npm test`, or `node scripts/stack.mjs exec -- ...`).
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { withLocalStore } from '../support/local-store';

const HOSTING = 'http://127.0.0.1:5000/api';
const FUNCTION = 'http://127.0.0.1:5001/demo-bela/us-central1/api';
const isUp = (base: string) => fetch(`${base}/health`).then((r) => r.ok, () => false);
const up = (await isUp(HOSTING)) && (await isUp(FUNCTION));

// The limits of the stack under test (`npm test` raises them for its end-to-end run).
const FAILED_LOGINS = Number(process.env.FAILED_LOGINS_PER_15_MIN ?? 10);
const SIGNUPS = Number(process.env.SIGNUPS_PER_HOUR ?? 10);

/**
 * X-Forwarded-For as a client may forge it: every entry new on every request, some dressed as
 * loopback, private, Google front-end or CDN addresses, so any reading of the header would see a
 * new client each time.
 */
function spoofed(i: number): string {
  const k = (i % 250) + 1;
  const [a, b] = [`198.51.100.${k}`, `203.0.113.${k}`];
  const forms = [a, `${b}, ${a}`, `${a}, 10.9.${k}.1`, `${b}, ${a}, 216.239.36.${k}`, `${a}, 151.101.${k}.10, 35.191.${k}.1`, `127.0.${k}.1`];
  return forms[i % forms.length]!;
}

/** The stack's per-client counters, so each path starts with its whole budget of every limit. */
const clearSignInCounters = () =>
  withLocalStore(async (store) => {
    for (const scope of ['login-failures', 'login-failures-account', 'signups', 'tracking']) {
      const counters = await store.query({ collection: 'rateLimits', where: [{ field: 'scope', op: '==', value: scope }] });
      for (const counter of counters) await store.delete(counter.path);
    }
  });

/**
 * Sends `limit + 1` requests, each from another forged address, and returns their statuses and
 * the last answer's error code. A run that straddles the limit's fixed window starts again, since
 * the count restarts with the window.
 */
async function attempts(limit: number, windowSeconds: number, send: (i: number) => Promise<Response>) {
  for (;;) {
    const window = () => Math.floor(Date.now() / 1000 / windowSeconds);
    const started = window();
    const statuses: number[] = [];
    let last: { error?: { code?: string } } = {};
    for (let i = 0; i <= limit; i += 1) {
      const response = await send(i);
      statuses.push(response.status);
      if (i === limit) last = (await response.json()) as typeof last;
      else await response.body?.cancel();
    }
    if (window() === started) return { statuses, lastCode: last.error?.code };
    await clearSignInCounters();
  }
}

const paths = [
  ['through the Hosting rewrite', HOSTING],
  ["at the function's own URL", FUNCTION],
] as const;

describe.skipIf(!up)('the client address on the local stack', () => {
  beforeEach(clearSignInCounters);
  afterAll(clearSignInCounters);

  describe.each(paths)('%s', (_name, base) => {
    it('holds the failed-login limit whatever X-Forwarded-For says', async () => {
      const { statuses, lastCode } = await attempts(FAILED_LOGINS, 15 * 60, (i) =>
        fetch(`${base}/utility/track-login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': spoofed(i) },
          // Another account every time, so only the per-address count can refuse.
          body: JSON.stringify({ loginMethod: 'email', success: false, email: `spoof-${Date.now()}-${i}@example.test` }),
        }),
      );
      expect(statuses.slice(0, FAILED_LOGINS)).toEqual(Array(FAILED_LOGINS).fill(201));
      expect(statuses[FAILED_LOGINS]).toBe(429);
      expect(lastCode).toBe('too-many-attempts');
    });

    it('holds the sign-up limit whatever X-Forwarded-For says', async () => {
      const { statuses, lastCode } = await attempts(SIGNUPS, 60 * 60, (i) =>
        fetch(`${base}/auth/signup`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': spoofed(i) },
          body: '{}',
        }),
      );
      expect(statuses.slice(0, SIGNUPS)).toEqual(Array(SIGNUPS).fill(401));
      expect(statuses[SIGNUPS]).toBe(429);
      expect(lastCode).toBe('too-many-attempts');
    });
  });
});
