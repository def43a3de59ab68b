/**
 * The one place that turns configuration into drivers. Feature code receives `Services` and
 * never imports a driver or an SDK behind a port.
 */
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import type { Router } from 'express';
import type { Config } from './config/config';
import type { DocStore } from './ports/doc-store';
import type { BlobStore } from './ports/blob-store';
import type { AppAttestation, Identity } from './ports/identity';
import type { ChatModel, SafetyClassifier } from './ports/chat-model';
import { createLogger, type Logger } from './platform/logger';
import { RateLimiter } from './features/rate-limit/rate-limiter';
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
  chatModel: ChatModel;
  safety: SafetyClassifier;
  /** Injected so tests can move time; `new Date()` in production. */
  now: () => Date;
}

function adminApp(config: Config): App {
  return getApps()[0] ?? initializeApp({ projectId: config.projectId });
}

// Drivers are imported on demand so a local cold start never loads the Firestore or GCS SDKs.
async function createDocStore(config: Config, app: App): Promise<DocStore> {
  if (config.docStore.driver === 'firestore') {
    const { getFirestore } = await import('firebase-admin/firestore');
    const { FirestoreDocStore } = await import('./drivers/firestore-doc-store.js');
    return new FirestoreDocStore(getFirestore(app));
  }
  const { SqliteDocStore } = await import('./drivers/sqlite-doc-store.js');
  const { loadCompositeIndexes } = await import('./drivers/composite-indexes.js');
  const { mkdirSync } = await import('node:fs');
  const { dirname } = await import('node:path');
  mkdirSync(dirname(config.docStore.file), { recursive: true });
  return new SqliteDocStore({ file: config.docStore.file, indexes: loadCompositeIndexes(config.docStore.indexesFile) });
}

async function createBlobStore(config: Config, app: App): Promise<Pick<Services, 'blobs' | 'blobRoutes'>> {
  if (config.blobStore.driver === 'cloud-storage') {
    const { getStorage } = await import('firebase-admin/storage');
    const { CloudStorageBlobStore } = await import('./drivers/cloud-storage-blob-store.js');
    return { blobs: new CloudStorageBlobStore(getStorage(app).bucket(config.blobStore.bucket)) };
  }
  const { LocalBlobStore } = await import('./drivers/local-blob-store.js');
  const { localBlobRouter } = await import('./http/local-blob-router.js');
  const { root, signingKey, urlBase } = config.blobStore;
  const store = new LocalBlobStore({ root, signingKey, urlBase });
  return { blobs: store, blobRoutes: localBlobRouter(store) };
}

async function createChatModel(config: Config): Promise<Pick<Services, 'chatModel' | 'safety'>> {
  const { LocalSafetyClassifier } = await import('./drivers/local-safety-classifier.js');
  const local = new LocalSafetyClassifier();
  if (config.chatModel.driver === 'openai') {
    const { OpenAiChatModel } = await import('./drivers/openai-chat-model.js');
    const { OpenAiSafetyClassifier } = await import('./drivers/openai-safety-classifier.js');
    const { apiKey, baseURL, model, timeoutMs, maxRetries } = config.chatModel;
    return {
      chatModel: new OpenAiChatModel({ apiKey, baseURL, model, timeoutMs, maxRetries }),
      safety: new OpenAiSafetyClassifier({ apiKey, baseURL, fallback: local }),
    };
  }
  const { OfflinePersonaModel } = await import('./drivers/offline-persona-model.js');
  return { chatModel: new OfflinePersonaModel({ tokenDelayMs: config.chatModel.tokenDelayMs }), safety: local };
}

export async function createServices(config: Config, overrides: Partial<Services> = {}): Promise<Services> {
  const app = adminApp(config);
  const blobs = overrides.blobs ? { blobs: overrides.blobs } : await createBlobStore(config, app);
  const docs = overrides.docs ?? (await createDocStore(config, app));
  const now = overrides.now ?? (() => new Date());
  const chat = await createChatModel(config);
  return {
    config,
    docs,
    ...blobs,
    identity: overrides.identity ?? firebaseIdentity(app, config.identity.driver),
    appCheck: overrides.appCheck ?? firebaseAppCheck(app),
    logger: overrides.logger ?? createLogger(config.logLevel),
    rateLimiter: overrides.rateLimiter ?? new RateLimiter(docs, now),
    chatModel: overrides.chatModel ?? chat.chatModel,
    safety: overrides.safety ?? chat.safety,
    now,
  };
}
