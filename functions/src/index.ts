/**
 * Cloud Functions entry points: triggers only. The app is built on the first request so that
 * configuration is read, and validated, inside the running instance.
 */
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { defineSecret } from 'firebase-functions/params';
import type { Express } from 'express';
import { loadConfig, PRODUCTION_SECRETS } from './config/config';
import { createServices } from './composition-root';
import { createApp, createWebhookApp } from './api-app';
import { runRetention } from './features/retention/retention';

// Secrets come from Secret Manager in production. The emulators have no Secret Manager, so there
// none are declared and the local drivers need none.
const secrets = process.env.FUNCTIONS_EMULATOR === 'true' ? [] : PRODUCTION_SECRETS.map((name) => defineSecret(name));

let built: Express | undefined;
let webhook: Express | undefined;

export const api = onRequest({ region: 'us-central1', invoker: 'public', concurrency: 80, secrets }, (req, res) => {
  built ??= createApp(createServices(loadConfig()));
  built(req, res);
});

/** Stripe's webhook endpoint (register it with the events listed in docs/deploying.md). */
export const stripeWebhook = onRequest({ region: 'us-central1', invoker: 'public', concurrency: 80, secrets }, (req, res) => {
  webhook ??= createWebhookApp(createServices(loadConfig()));
  webhook(req, res);
});

/** Daily: expired raw events, rate-limit windows and webhook ids (the daily counters stay). */
export const retention = onSchedule({ schedule: 'every day 03:30', timeZone: 'UTC', region: 'us-central1', secrets }, async () => {
  await runRetention(createServices(loadConfig()));
});

/**
 * Every 15 minutes: check-ins due now (issue 44). The pass and its modules load on the first run,
 * never with the `api` function's graph (module-graph.test.ts).
 */
export const checkIns = onSchedule({ schedule: 'every 15 minutes', timeZone: 'UTC', region: 'us-central1', timeoutSeconds: 540, secrets }, async () => {
  const { checkInPass } = await import('./check-in-pass.js');
  const summary = await checkInPass(createServices(loadConfig()));
  console.log(JSON.stringify({ severity: 'INFO', message: 'check-ins pass', ...summary }));
});
