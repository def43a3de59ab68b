/**
 * The one place that turns configuration into drivers and stores. Each feature receives the few
 * of these it uses (see `api-app.ts`) and never imports a driver or an SDK behind a port.
 */
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { FirestoreDocStore } from './drivers/firestore-doc-store';
import { SqliteDocStore } from './drivers/sqlite-doc-store';
import { loadCompositeIndexes } from './drivers/composite-indexes';
import { getStorage } from 'firebase-admin/storage';
import { CloudStorageBlobStore } from './drivers/cloud-storage-blob-store';
import { LocalBlobStore } from './drivers/local-blob-store';
import { localBlobRouter } from './drivers/local-blob-router';
import { LocalSafetyClassifier } from './drivers/local-safety-classifier';
import { OpenAiChatModel } from './drivers/openai-chat-model';
import { OpenAiSafetyClassifier } from './drivers/openai-safety-classifier';
import { OfflinePersonaModel } from './drivers/offline-persona/offline-persona-model';
import { OfflineMemoryExtractor } from './drivers/offline-memory/offline-memory-extractor';
import { OpenAiMemoryExtractor } from './drivers/openai-memory-extractor';
import type { MemoryExtractor } from './ports/memory-extractor';
import { MemoryStore } from './stores/memories';
import type { Router } from 'express';
import type { Config } from './config/config';
import type { DocStore } from './ports/doc-store';
import type { BlobStore } from './ports/blob-store';
import type { AppAttestation, Identity } from './ports/identity';
import type { ChatModel, SafetyClassifier } from './ports/chat-model';
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
import { StripePayments } from './drivers/stripe-payments';
import type { Payments } from './ports/payments';
import { SUBSCRIPTION_CURRENCY, SUBSCRIPTION_PRICE_CENTS } from '@bela/contracts/constants';
import { firebaseAppCheck, firebaseIdentity } from './drivers/firebase-identity';

export interface Services {
  config: Config;
  docs: DocStore;
  blobs: BlobStore;
  /** Serves the local BlobStore's signed URLs; absent when Cloud Storage serves them. */
  blobRoutes?: Router;
  identity: Identity;
  appCheck: AppAttestation;
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
  payments: Payments;
  chatModel: ChatModel;
  safety: SafetyClassifier;
  memories: MemoryStore;
  memoryExtractor: MemoryExtractor;
  /** Injected so tests can move time; `new Date()` in production. */
  now: () => Date;
}

function adminApp(config: Config): App {
  return getApps()[0] ?? initializeApp({ projectId: config.projectId });
}

function createDocStore(config: Config, app: App): DocStore {
  if (config.docStore.driver === 'firestore') {
    return new FirestoreDocStore(getFirestore(app));
  }
  return new SqliteDocStore({ file: config.docStore.file, indexes: loadCompositeIndexes(config.docStore.indexesFile) });
}

function createBlobStore(config: Config, app: App): Pick<Services, 'blobs' | 'blobRoutes'> {
  if (config.blobStore.driver === 'cloud-storage') {
    return { blobs: new CloudStorageBlobStore(getStorage(app).bucket(config.blobStore.bucket)) };
  }
  const { root, signingKey, urlBase } = config.blobStore;
  const store = new LocalBlobStore({ root, signingKey, urlBase });
  return { blobs: store, blobRoutes: localBlobRouter(store) };
}

function createChatModel(config: Config, logger: Logger): Pick<Services, 'chatModel' | 'safety' | 'memoryExtractor'> {
  const local = new LocalSafetyClassifier();
  const offlineMemory = new OfflineMemoryExtractor();
  if (config.chatModel.driver === 'openai') {
    const { apiKey, baseURL, model, timeoutMs, maxRetries } = config.chatModel;
    return {
      chatModel: new OpenAiChatModel({ apiKey, baseURL, model, timeoutMs, maxRetries }),
      // Self-hosted OpenAI-compatible servers have no moderation endpoint: with no key, check locally.
      safety: apiKey ? new OpenAiSafetyClassifier({ apiKey, baseURL, fallback: local }) : local,
      memoryExtractor: new OpenAiMemoryExtractor({
        apiKey,
        baseURL,
        model,
        timeoutMs,
        fallback: offlineMemory,
        onFailure: (error) => logger.warn('memory extraction call failed; the offline extractor proposed instead', { error }),
      }),
    };
  }
  return { chatModel: new OfflinePersonaModel({ tokenDelayMs: config.chatModel.tokenDelayMs }), safety: local, memoryExtractor: offlineMemory };
}

/** The monthly price's lookup key, for a price created in the sandbox (production names STRIPE_PRICE_ID). */
const PRICE_LOOKUP_KEY = 'bela_premium_monthly';

function createPayments(config: Config): Payments {
  return new StripePayments({
    ...config.payments,
    priceLookupKey: PRICE_LOOKUP_KEY,
    price: { unitAmount: SUBSCRIPTION_PRICE_CENTS, currency: SUBSCRIPTION_CURRENCY, productName: 'Bela Premium' },
  });
}

/** The business and chat counters shard and flag test data as the analytics counters do. */
const memberCounters = (config: Config) => ({
  shards: config.analytics.counterShards,
  environment: config.analytics.environment,
  testEmails: config.analytics.testEmails,
});

export function createServices(config: Config, overrides: Partial<Services> = {}): Services {
  const app = adminApp(config);
  const blobs = overrides.blobs ? { blobs: overrides.blobs } : createBlobStore(config, app);
  const docs = overrides.docs ?? createDocStore(config, app);
  const now = overrides.now ?? (() => new Date());
  const logger = overrides.logger ?? createLogger(config.logLevel);
  const chat = createChatModel(config, logger);
  const messageSearch = new MessageSearchIndex(docs);
  return {
    config,
    docs,
    ...blobs,
    identity: overrides.identity ?? firebaseIdentity(app, config.identity.driver),
    appCheck: overrides.appCheck ?? firebaseAppCheck(app),
    logger,
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
    payments: overrides.payments ?? createPayments(config),
    chatModel: overrides.chatModel ?? chat.chatModel,
    safety: overrides.safety ?? chat.safety,
    memories: new MemoryStore(docs),
    memoryExtractor: overrides.memoryExtractor ?? chat.memoryExtractor,
    now,
  };
}
