/**
 * The stores half of the composition root: configuration into the document store, the blob store
 * and every store on them. `createServices` (composition-root.ts) builds on it and adds the API's
 * drivers (identity, App Check, payments, the chat model); the local commands
 * (admin/local-commands.ts) and `npm run admin` use this half alone, so a seed loads no SDK it does
 * not use (Stripe's, OpenAI's, Firebase Auth's). Decision 0030.
 */
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { Firestore, getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { FirestoreDocStore } from './drivers/firestore-doc-store';
import { SqliteDocStore } from './drivers/sqlite-doc-store';
import { loadCompositeIndexes } from './drivers/composite-indexes';
import { CloudStorageBlobStore } from './drivers/cloud-storage-blob-store';
import { LocalBlobStore } from './drivers/local-blob-store';
import type { Config } from './config/config';
import type { DocStore } from './ports/doc-store';
import type { BlobStore } from './ports/blob-store';
import { createLogger, type Logger } from './platform/logger';
import { RateLimiter } from './stores/rate-limits';
import { UserStore } from './stores/users';
import { WaitlistStore } from './stores/waitlist';
import { ConversationStore } from './stores/conversations';
import { MessageSearchIndex } from './stores/message-search';
import { SupportMailStore } from './stores/support-mail';
import { TrialRecordStore } from './stores/trial-records';
import { SafetyStatsStore } from './stores/safety-stats';
import { PhotoStore } from './stores/photos';
import { AnalyticsEventStore } from './stores/analytics-events';
import { StripeEventStore } from './stores/stripe-events';
import { BusinessStatsStore } from './stores/business-stats';
import { ChatStatsStore } from './stores/chat-stats';
import { AdminAuditStore } from './stores/admin-audit';
import { MemoryStore } from './stores/memories';
import { CheckInStore } from './stores/check-ins';

export interface StoreServices {
  config: Config;
  docs: DocStore;
  blobs: BlobStore;
  logger: Logger;
  rateLimiter: RateLimiter;
  users: UserStore;
  waitlist: WaitlistStore;
  conversations: ConversationStore;
  messageSearch: MessageSearchIndex;
  supportMail: SupportMailStore;
  trialRecords: TrialRecordStore;
  safetyStats: SafetyStatsStore;
  photos: PhotoStore;
  analytics: AnalyticsEventStore;
  stripeEvents: StripeEventStore;
  businessStats: BusinessStatsStore;
  chatStats: ChatStatsStore;
  /** Every admin action, for admins to read (issue 25). */
  adminAudit: AdminAuditStore;
  memories: MemoryStore;
  /** Check-in settings, schedules and devices (issue 44). */
  checkIns: CheckInStore;
  /** Injected so tests can move time; `new Date()` in production. */
  now: () => Date;
}

export function adminApp(config: Config): App {
  return getApps()[0] ?? initializeApp({ projectId: config.projectId });
}

function createDocStore(config: Config, app: App): DocStore {
  if (config.docStore.driver === 'firestore') {
    return new FirestoreDocStore(getFirestore(app));
  }
  return new SqliteDocStore({ file: config.docStore.file, indexes: loadCompositeIndexes(config.docStore.indexesFile) });
}

/**
 * A document store of its own on the configured driver (on Firestore a client of its own: closing
 * the store terminates only that client), for a process that opens and closes the store more than
 * once, such as the local commands (admin/local-commands.ts) and the end-to-end tests.
 */
export function openDocStore(config: Config): DocStore {
  if (config.docStore.driver === 'firestore') return new FirestoreDocStore(new Firestore({ projectId: config.projectId }));
  return createDocStore(config, adminApp(config));
}

function createBlobStore(config: Config, app: App): BlobStore {
  if (config.blobStore.driver === 'cloud-storage') {
    return new CloudStorageBlobStore(getStorage(app).bucket(config.blobStore.bucket));
  }
  const { root, signingKey, urlBase } = config.blobStore;
  return new LocalBlobStore({ root, signingKey, urlBase });
}

/** The business and chat counters shard and flag test data as the analytics counters do. */
const memberCounters = (config: Config) => ({
  shards: config.analytics.counterShards,
  environment: config.analytics.environment,
  testEmails: config.analytics.testEmails,
});

export function createStoreServices(
  config: Config,
  overrides: Partial<Pick<StoreServices, 'docs' | 'blobs' | 'logger' | 'rateLimiter' | 'now'>> = {},
): StoreServices {
  const app = adminApp(config);
  const blobs = overrides.blobs ?? createBlobStore(config, app);
  const docs = overrides.docs ?? createDocStore(config, app);
  const now = overrides.now ?? (() => new Date());
  const messageSearch = new MessageSearchIndex(docs);
  return {
    config,
    docs,
    blobs,
    logger: overrides.logger ?? createLogger(config.logLevel),
    rateLimiter: overrides.rateLimiter ?? new RateLimiter(docs, now),
    users: new UserStore(docs),
    waitlist: new WaitlistStore(docs),
    conversations: new ConversationStore(docs, messageSearch),
    messageSearch,
    supportMail: new SupportMailStore(docs, config.supportEmail),
    trialRecords: new TrialRecordStore(docs, config.trialRecordSecret),
    safetyStats: new SafetyStatsStore(docs, { shards: config.analytics.counterShards }),
    photos: new PhotoStore(docs),
    analytics: new AnalyticsEventStore(docs, { shards: config.analytics.counterShards }),
    stripeEvents: new StripeEventStore(docs),
    businessStats: new BusinessStatsStore(docs, memberCounters(config)),
    chatStats: new ChatStatsStore(docs, memberCounters(config)),
    adminAudit: new AdminAuditStore(docs),
    memories: new MemoryStore(docs),
    checkIns: new CheckInStore(docs),
    now,
  };
}
