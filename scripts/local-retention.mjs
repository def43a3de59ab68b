// The retention sweep on the stack's store, run by the stack at start: Cloud Scheduler does not run
// on the emulators, so expired events, old personal data, mail and rate-limit windows are purged here instead.
import path from 'node:path';
import { createRequire } from 'node:module';
import { root } from './lib.mjs';

export async function sweepLocalStore(docs) {
  const require = createRequire(import.meta.url);
  const lib = (file) => require(path.join(root, 'functions/lib', file));
  const { AnalyticsEventStore } = lib('stores/analytics-events.js');
  const { RateLimiter } = lib('stores/rate-limits.js');
  const { StripeEventStore } = lib('stores/stripe-events.js');
  const { SupportMailStore } = lib('stores/support-mail.js');
  const { runRetention } = lib('features/retention/retention.js');
  const now = () => new Date();
  const silent = { debug() {}, info() {}, warn() {}, error() {}, child() { return silent; } };
  return runRetention({
    analytics: new AnalyticsEventStore(docs),
    rateLimiter: new RateLimiter(docs, now),
    stripeEvents: new StripeEventStore(docs),
    // Only its retention is used here: no mail is sent, so no support address is needed.
    supportMail: new SupportMailStore(docs, ''),
    logger: silent,
    now,
  });
}
