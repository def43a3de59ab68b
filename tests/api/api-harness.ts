/**
 * The real `api` Express app, in process, against the Auth emulator that `npm run test:api` starts
 * around the run. Documents go to the Firestore emulator when FIRESTORE_EMULATOR_HOST is set (the
 * production driver, each harness in a database of its own, so no test sees another's data), and
 * to a temporary SQLite file otherwise; blobs to a temporary folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { loadConfig } from '../../functions/src/config/config';
import { createServices, type Services } from '../../functions/src/composition-root';
import { createApp } from '../../functions/src/api-app';
import { emulatorDatabaseDocStore } from '../../functions/src/drivers/test-support/emulator-database';

export interface ApiHarness {
  url: string;
  services: Services;
  post(path: string, body: unknown, options?: { token?: string; headers?: Record<string, string> }): Promise<ApiResponse>;
  get(path: string, options?: { token?: string; headers?: Record<string, string> }): Promise<ApiResponse>;
  /** A raw request, for streams and aborts. */
  fetch(path: string, init: RequestInit & { token?: string }): Promise<Response>;
  close(): Promise<void>;
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  /** The parsed envelope; loosely typed, since tests assert its shape. */
  json: any;
}

let clients = 0;
const randomClientIp = () => `198.18.${Math.floor((clients += 1) / 250) % 250}.${(clients % 250) + 1}`;

export async function startApi(
  options: {
    env?: Record<string, string>;
    services?: Partial<Services>;
    /** This harness's tests force server failures on purpose (a broken model or store). */
    serverErrorsExpected?: boolean;
  } = {},
): Promise<ApiHarness> {
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error('The API tests need the Auth emulator: run them with `npm run test:api`.');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bela-api-'));
  const config = loadConfig({
    ...process.env,
    GCLOUD_PROJECT: 'demo-bela',
    BELA_DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    OFFLINE_MODEL_TOKEN_DELAY_MS: '0',
    // The production sign-in limits, whatever the end-to-end run around these tests allows.
    SIGNUPS_PER_HOUR: '10',
    FAILED_LOGINS_PER_15_MIN: '10',
    // The harness plays the platform's front end: it connects from loopback and appends the
    // client address it stands for (below), as Google's front end does in production.
    TRUSTED_PROXIES: '127.0.0.1',
    BELA_INDEXES_FILE: fileURLToPath(new URL('../../firestore.indexes.json', import.meta.url)),
    ...options.env,
  });
  const docs = config.docStore.driver === 'firestore' ? emulatorDatabaseDocStore('api') : undefined;
  const services = createServices(config, { ...(docs ? { docs } : {}), ...options.services });
  const server: Server = await new Promise((resolve) => {
    const s = createApp(services).listen(0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  // Bad input must get a 4xx, never a 5xx: every answer of 500 or more is noted, and closing a
  // harness whose tests did not ask for server failures fails the file.
  const serverErrors: string[] = [];
  server.on('request', (req, res) => {
    res.on('finish', () => {
      if (res.statusCode >= 500) serverErrors.push(`${res.statusCode} ${req.method} ${req.url}`);
    });
  });

  const send = async (method: string, route: string, body: unknown, token?: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${url}${route}`, {
      method,
      headers: {
        // Each request comes from its own client address unless a test names one, so the
        // sign-in throttle only meets the tests written for it.
        'x-forwarded-for': randomClientIp(),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, json: text ? JSON.parse(text) : {} };
  };

  return {
    url,
    services,
    post: (route, body, options = {}) => send('POST', route, body, options.token, options.headers),
    get: (route, options = {}) => send('GET', route, undefined, options.token, options.headers),
    fetch: (route, { token, headers, ...init }) =>
      fetch(`${url}${route}`, {
        ...init,
        headers: {
          'x-forwarded-for': randomClientIp(),
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(headers as Record<string, string>),
        },
      }),
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await services.docs.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (serverErrors.length > 0 && !options.serverErrorsExpected) {
        throw new Error(`The API answered 5xx to requests no test meant to fail:\n${serverErrors.join('\n')}`);
      }
    },
  };
}
