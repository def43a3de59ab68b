/**
 * The sandbox's settings from environment variables, shared by main.ts and any script that starts
 * the sandbox in-process, so that both read the same variables the same way.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_WEBHOOK_SECRET } from './local-secret';
import { DEFAULT_PORT, DEFAULT_WEBHOOK_URL, type SandboxOptions } from './sandbox';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export function portFromEnvironment(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.STRIPE_SANDBOX_PORT;
  if (raw === undefined || raw === '') return DEFAULT_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`STRIPE_SANDBOX_PORT is not a port: ${raw}`);
  return port;
}

export function optionsFromEnvironment(env: NodeJS.ProcessEnv = process.env): SandboxOptions {
  const dataDir = env.BELA_DATA_DIR ? path.resolve(env.BELA_DATA_DIR) : path.join(REPO_ROOT, '.local');
  const webhookUrl = env.STRIPE_SANDBOX_WEBHOOK_URL;
  return {
    port: portFromEnvironment(env),
    publicUrl: env.STRIPE_SANDBOX_PUBLIC_URL || undefined,
    stateFile: path.join(dataDir, 'stripe-sandbox.json'),
    // Set but empty: record events without sending them.
    webhookUrl: webhookUrl === undefined ? DEFAULT_WEBHOOK_URL : webhookUrl || null,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET || LOCAL_WEBHOOK_SECRET,
    enabledEvents: env.STRIPE_SANDBOX_EVENTS
      ? env.STRIPE_SANDBOX_EVENTS.split(',').map((type) => type.trim()).filter(Boolean)
      : undefined,
  };
}
