/**
 * The typed entry of the local operations the scripts run: the stack's seed and retention sweep
 * (scripts/seed-stack.mjs), its document store for the end-to-end tests (scripts/stack-docs.mjs),
 * and each seed alone. Every one of them works on the stores the composition root builds from the
 * configuration (`createStoreServices`, the half of `createServices` that loads no SDK a seed does
 * not use), as the API gets them, so the type checker sees them with the rest of the functions.
 * The scripts load this one compiled module (functions/lib/admin/local-commands.js) and nothing
 * else of the functions (decision 0030).
 */
import path from 'node:path';
import { runRetention, type RetentionSweep } from '../features/retention/retention';
import { createLogger } from '../platform/logger';
import type { DocStore } from '../ports/doc-store';
import { createStoreServices, openDocStore, type StoreServices } from '../store-services';
import { STACK_SEED_MARKER } from '../stores/seed-markers';
import { localConfig, type LocalOptions } from './local-config';
import { ensureSeedAccounts } from './seed-accounts';
import { seedAnalytics } from './seed-analytics';
import { seedDemoConversation } from './seed-demo-conversation';
import { seedDocuments } from './seed-documents';
import { seedPhotos } from './seed-photos';

export { seedAnalytics, seedDemoConversation, seedDocuments, seedPhotos, STACK_SEED_MARKER };
export { DEMO_CONVERSATION, DEMO_UID } from './seed-demo-conversation';
export { localConfig, type LocalOptions };

/** The repository root, from both `src/admin` and `lib/admin`. */
const repoRoot = path.resolve(__dirname, '..', '..', '..');
/** The admin and demo members' profiles (their accounts are in the Auth emulator's import beside it). */
const SEED_DOCUMENTS = path.join(repoRoot, 'emulator-data', 'documents.json');
const SEED_ACCOUNTS = path.join(repoRoot, 'emulator-data', 'auth_export', 'accounts.json');

/** The stack's document store: the Firestore emulator FIRESTORE_EMULATOR_HOST names, or the SQLite file under `dataDir`. */
export function openStackDocStore(options: LocalOptions = {}): DocStore {
  return openDocStore(localConfig(options));
}

/**
 * The services of the local stack, on `docs` when given (else a store of their own), logging
 * warnings and errors only. Closing `services.docs` is the caller's.
 */
export function localServices(options: LocalOptions & { docs?: DocStore; now?: () => Date } = {}): StoreServices {
  const config = localConfig(options);
  return createStoreServices(config, {
    docs: options.docs ?? openDocStore(config),
    logger: createLogger('warn'),
    ...(options.now ? { now: options.now } : {}),
  });
}

/** The retention sweep (Cloud Scheduler runs it in production; the emulators have no scheduler). */
export function runLocalRetention(services: StoreServices): Promise<RetentionSweep> {
  return runRetention(services);
}

export interface StackSeed {
  documents: number;
  photos: number;
  analyticsEvents: number;
  demoMessages: number;
  swept: RetentionSweep;
}

/**
 * Seeds the stack's store (what `npm start` shows at once), creating only what is missing, sweeps
 * what has expired, and writes last the marker naming the stack's run (BELA_STACK_RUN): /api/health
 * says `ready: true` once it reads its own run there (stores/seed-markers.ts).
 */
export async function seedStack(services: StoreServices, say: (line: string) => void = console.log): Promise<StackSeed> {
  // The banner's accounts, when the Auth emulator beside the stack lost them (seed-accounts.ts).
  const authHost = process.env['FIREBASE_AUTH_EMULATOR_HOST'];
  if (authHost) {
    const made = await ensureSeedAccounts(SEED_ACCOUNTS, authHost, services.config.projectId);
    if (made.length > 0) say(`Made again the sign-in account(s) the Auth emulator had lost: ${made.join(', ')}`);
  }
  const documents = await seedDocuments(services, SEED_DOCUMENTS);
  if (documents > 0) say(`Seeded ${documents} document(s)`);
  const photos = await seedPhotos(services);
  if (photos > 0) say(`Seeded ${photos} sample photo(s) into the gallery`);
  const analyticsEvents = await seedAnalytics(services);
  if (analyticsEvents > 0) say(`Seeded ${analyticsEvents} sample analytics event(s) over 30 days`);
  const demoMessages = await seedDemoConversation(services);
  if (demoMessages > 0) say('Seeded a short conversation for the demo user');
  const swept = await runLocalRetention(services);
  if (swept.events + swept.rateLimits + swept.stripeEvents > 0) say(`Retention sweep: ${JSON.stringify(swept)}`);
  await services.docs.set(STACK_SEED_MARKER, { run: services.config.stackRun ?? null, finishedAt: services.now() });
  return { documents, photos, analyticsEvents, demoMessages, swept };
}

/** `seedStack` on the stack whose data is in `dataDir`, closing its store after. */
export async function seedLocalStack(options: LocalOptions = {}, say?: (line: string) => void): Promise<StackSeed> {
  const services = localServices(options);
  try {
    return await seedStack(services, say);
  } finally {
    await services.docs.close();
  }
}
