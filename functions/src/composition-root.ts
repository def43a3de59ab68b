/**
 * The one place that turns configuration into drivers and stores. Each feature receives the few
 * of these it uses (see `api-app.ts`) and never imports a driver or an SDK behind a port. The
 * stores and the document and blob stores come from its stores half (store-services.ts); this
 * module adds the drivers only the API uses.
 */
import { localBlobRouter } from './drivers/local-blob-router';
import { LocalBlobStore } from './drivers/local-blob-store';
import { LocalSafetyClassifier } from './drivers/local-safety-classifier';
import { OpenAiChatModel } from './drivers/openai-chat-model';
import { OpenAiSafetyClassifier } from './drivers/openai-safety-classifier';
import { MeaningRecallOnFirstUse, OfflineMemoryOnFirstUse, OfflinePersonaOnFirstUse } from './drivers/offline-drivers-on-first-use';
import { OpenAiMemoryExtractor } from './drivers/openai-memory-extractor';
import { OpenAiPhotoCaptioner } from './drivers/openai-photo-captioner';
import type { PhotoCaptioner } from './ports/photo-captioner';
import { OpenAiSpeechSynthesizer, OpenAiTranscriber } from './drivers/openai-voice';
import { EspeakSpeechSynthesizer } from './drivers/espeak-speech';
import { NoTranscriber, type SpeechSynthesizer, type Transcriber } from './ports/voice';
import type { MemoryExtractor } from './ports/memory-extractor';
import type { MemoryRecall } from './ports/memory-recall';
import type { Router } from 'express';
import type { Config } from './config/config';
import type { AppAttestation, Identity } from './ports/identity';
import type { ChatModel, SafetyClassifier } from './ports/chat-model';
import type { Logger } from './platform/logger';
import { StripePayments } from './drivers/stripe-payments';
import type { Payments } from './ports/payments';
import type { PushSender } from './ports/push-sender';
import { FcmPushSender } from './drivers/fcm-push-sender';
import { RecordingPushSender } from './drivers/recording-push-sender';
import { SUBSCRIPTION_CURRENCY, SUBSCRIPTION_PRICE_CENTS } from '@bela/contracts/constants';
import { firebaseAppCheck, firebaseIdentity } from './drivers/firebase-identity';
import { adminApp, createStoreServices, type StoreServices } from './store-services';

export { openDocStore, type StoreServices } from './store-services';

export interface Services extends StoreServices {
  /** Serves the local BlobStore's signed URLs; absent when Cloud Storage serves them. */
  blobRoutes?: Router;
  identity: Identity;
  appCheck: AppAttestation;
  payments: Payments;
  chatModel: ChatModel;
  safety: SafetyClassifier;
  memoryExtractor: MemoryExtractor;
  /** Which memories answer a member's question by its meaning, for choosing a reply's memories (whichever model writes it). */
  memoryRecall: MemoryRecall;
  /** The caption of a photo Bela shares in chat, written by the model (issue 42); offline wording without one. */
  photoCaptioner?: PhotoCaptioner;
  /** Bela's voice (issue 43): the chat's OpenAI-compatible service, or eSpeak NG offline (no transcriber then). */
  speech: SpeechSynthesizer;
  transcriber: Transcriber;
  /** Check-in notifications: FCM in production, a recording driver locally (issue 44). */
  push: PushSender;
}

function createChatModel(config: Config, logger: Logger): Pick<Services, 'chatModel' | 'safety' | 'memoryExtractor' | 'photoCaptioner'> {
  const local = new LocalSafetyClassifier();
  const offlineMemory = new OfflineMemoryOnFirstUse();
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
      // Bela's caption under a photo she shares in chat (issue 42), as structured output.
      photoCaptioner: new OpenAiPhotoCaptioner({ apiKey, baseURL, model, timeoutMs }),
    };
  }
  return { chatModel: new OfflinePersonaOnFirstUse({ tokenDelayMs: config.chatModel.tokenDelayMs }), safety: local, memoryExtractor: offlineMemory };
}

/** Bela's voice goes where the chat goes: the same base URL and key, or offline. */
function createVoice(config: Config): Pick<Services, 'speech' | 'transcriber'> {
  if (config.chatModel.driver === 'openai') {
    const { apiKey, baseURL, timeoutMs } = config.chatModel;
    return { speech: new OpenAiSpeechSynthesizer({ apiKey, baseURL, timeoutMs }), transcriber: new OpenAiTranscriber({ apiKey, baseURL, timeoutMs }) };
  }
  return { speech: new EspeakSpeechSynthesizer(), transcriber: new NoTranscriber() };
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

export function createServices(config: Config, overrides: Partial<Services> = {}): Services {
  const app = adminApp(config);
  const stores = createStoreServices(config, overrides);
  const chat = createChatModel(config, stores.logger);
  const voice = createVoice(config);
  // The local blob store's URLs are served by the API itself; a blob store passed in serves its own.
  const blobRoutes = !overrides.blobs && stores.blobs instanceof LocalBlobStore ? { blobRoutes: localBlobRouter(stores.blobs) } : {};
  return {
    ...stores,
    ...blobRoutes,
    identity: overrides.identity ?? firebaseIdentity(app, config.identity.driver),
    appCheck: overrides.appCheck ?? firebaseAppCheck(app),
    payments: overrides.payments ?? createPayments(config),
    chatModel: overrides.chatModel ?? chat.chatModel,
    safety: overrides.safety ?? chat.safety,
    memoryExtractor: overrides.memoryExtractor ?? chat.memoryExtractor,
    memoryRecall: overrides.memoryRecall ?? new MeaningRecallOnFirstUse(),
    ...(overrides.photoCaptioner ?? chat.photoCaptioner ? { photoCaptioner: overrides.photoCaptioner ?? chat.photoCaptioner } : {}),
    speech: overrides.speech ?? voice.speech,
    transcriber: overrides.transcriber ?? voice.transcriber,
    push: overrides.push ?? (config.isLocal ? new RecordingPushSender(stores.logger) : new FcmPushSender(app)),
  };
}
