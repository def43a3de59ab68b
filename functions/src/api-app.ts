/**
 * The `api` Express app: every feature's routes, each given the few services it uses, behind one
 * pipeline. Routes answer both under `/api` (the Hosting rewrite keeps the prefix) and at the
 * function's own URL (no prefix).
 */
import express, { Router } from 'express';
import type { Services } from './composition-root';
import { accountRoutes } from './features/account/account-routes';
import { adminMembersRoutes } from './features/admin-members/admin-members-routes';
import { analyticsRoutes } from './features/analytics/analytics-routes';
import { authRoutes } from './features/auth/auth-routes';
import { billingRoutes } from './features/billing/billing-routes';
import { stripeWebhookRoute } from './features/billing/webhook-routes';
import { syncCustomer } from './features/billing/subscription-sync';
import { chatRoutes } from './features/chat/chat-routes';
import { replyMustBeReplaced } from './features/chat/moderation';
import { PhotoMomentStore } from './stores/photo-moments';
import { recordUpgradeClick } from './domain/photo-moments/photo-moments';
import { memoriesRoutes } from './features/memories/memories-routes';
import { checkInRoutes } from './features/check-ins/check-in-routes';
import { chatSearchRoutes } from './features/chat/search-routes';
import { chatExportRoutes } from './features/chat/export-routes';
import { contactRoutes } from './features/contact/contact-routes';
import { galleryRoutes } from './features/gallery/gallery-routes';
import { healthRoutes } from './features/health/health-routes';
import { voiceRoutes } from './features/voice/voice-routes';
import { SpeechAudioStore } from './stores/speech-audio';
import { OpenAiSpeechSynthesizer, OpenAiTranscriber } from './drivers/openai-voice';
import { stackSeedReadiness } from './stores/seed-markers';
import { createGuards } from './http/access-guards';
import { clientAddress } from './http/client-address';
import { errorHandler } from './http/error-response';
import { accessLog, cors, notFound, requestId, securityHeaders } from './http/middleware';
import { mountRoutes } from './http/mount-routes';
import { rawBody } from './http/request-body';
import type { RouteBinding } from './http/route';

/** Every route of the API, with the contract (and so the access policy) it answers. */
export function apiRoutes(services: Services): RouteBinding[] {
  const { config, now, logger, rateLimiter } = services;
  const throttle = { rateLimiter, limits: config.throttle };
  const userAccess = { users: services.users, waitlist: services.waitlist, trialRecords: services.trialRecords, business: services.businessStats, now };
  const speechAudio = new SpeechAudioStore(services.blobs);
  return [
    ...healthRoutes({
      projectId: config.projectId,
      local: config.isLocal,
      seeded: stackSeedReadiness(services.docs, config.stackRun),
      drivers: {
        // The official emulator serves the production driver; saying so tells a local run from a real one.
        docStore: services.docs.driver === 'firestore' && config.docStore.driver === 'firestore' && config.docStore.emulatorHost ? 'firestore-emulator' : services.docs.driver,
        blobStore: services.blobs.driver,
        identity: services.identity.driver,
        chatModel: services.chatModel.driver,
        safety: services.safety.driver,
        payments: services.payments.driver,
        mail: 'trigger-email-documents',
      },
    }),
    ...authRoutes({ ...throttle, ...userAccess, identity: services.identity, logger }),
    ...accountRoutes({
      ...userAccess,
      conversations: services.conversations,
      memories: services.memories,
      photoMoments: new PhotoMomentStore(services.docs),
      checkIns: services.checkIns,
      analytics: services.analytics,
      supportMail: services.supportMail,
      trialRecords: services.trialRecords,
      rateLimiter,
      blobs: services.blobs,
      payments: services.payments,
      identity: services.identity,
      logger,
      syncCancelled: (customerId, uid) =>
        syncCustomer({ payments: services.payments, users: services.users, logger, now, business: services.businessStats }, customerId, uid),
    }),
    ...billingRoutes({
      rateLimiter,
      now,
      payments: services.payments,
      users: services.users,
      business: services.businessStats,
      photoMoments: new PhotoMomentStore(services.docs),
      logger,
      publicAppUrl: config.publicAppUrl,
      allowedOrigins: config.allowedOrigins,
    }),
    ...chatRoutes({
      ...userAccess,
      identity: services.identity,
      rateLimiter,
      conversations: services.conversations,
      turns: services.docs,
      safetyStats: services.safetyStats,
      chatStats: services.chatStats,
      chatModel: services.chatModel,
      safety: services.safety,
      memories: services.memories,
      memoryExtractor: services.memoryExtractor,
      memoryRecall: services.memoryRecall,
      logger,
      paceByRequest: config.chatModel.driver === 'offline-persona' && config.chatModel.paceByRequest,
      speechAudio,
      // Bela's photo moments in chat (issue 42).
      photoMoments: {
        photos: services.photos,
        blobs: services.blobs,
        moments: new PhotoMomentStore(services.docs),
        logger,
        business: services.businessStats,
        ...(services.photoCaptioner ? { captioner: services.photoCaptioner } : {}),
        captionShown: async (caption) => !replyMustBeReplaced(await services.safety.check(caption)),
      },
    }),
    ...voiceRoutes({
      ...userAccess,
      rateLimiter,
      conversations: services.conversations,
      docs: services.docs,
      speech: services.speech,
      transcriber: services.transcriber,
      speechAudio,
      logger,
      // The local stack under test: a request may name a recording stand-in on this machine (voice-routes.ts).
      ...(config.chatModel.driver === 'offline-persona' && config.chatModel.paceByRequest
        ? { standInByRequest: (baseURL: string) => ({ speech: new OpenAiSpeechSynthesizer({ baseURL, timeoutMs: 10_000 }), transcriber: new OpenAiTranscriber({ baseURL, timeoutMs: 10_000 }) }) }
        : {}),
    }),
    ...chatExportRoutes({ ...userAccess, identity: services.identity, rateLimiter, conversations: services.conversations }),
    ...chatSearchRoutes({ ...userAccess, identity: services.identity, rateLimiter, messageSearch: services.messageSearch }),
    ...memoriesRoutes({ memories: services.memories, conversations: services.conversations, safety: services.safety, memoryExtractor: services.memoryExtractor, logger: services.logger, now }),
    ...checkInRoutes({
      checkIns: services.checkIns,
      users: services.users,
      logger,
      now,
      onOpened: async (uid) => {
        const record = await services.users.get(uid);
        if (record) await services.chatStats.countNow(now(), record, { checkInsOpened: 1 });
      },
    }),
    ...contactRoutes({ rateLimiter, supportMail: services.supportMail, now }),
    ...adminMembersRoutes({ ...userAccess, identity: services.identity, supportMail: services.supportMail, payments: services.payments, adminAudit: services.adminAudit, publicAppUrl: config.publicAppUrl, stripeTestMode: !config.payments.secretKey.includes('_live_') }),
    ...galleryRoutes({ ...userAccess, photos: services.photos, blobs: services.blobs, adminAudit: services.adminAudit, logger }),
    ...analyticsRoutes({
      ...throttle,
      trackingPerMinute: config.throttle.trackingPerMinute,
      analytics: services.analytics,
      businessStats: services.businessStats,
      chatStats: services.chatStats,
      users: services.users,
      // A click on a locked photo in chat (issue 42): remembered and counted for the Business tab.
      photoUpgradeClick: (uid: string, at: Date) =>
        recordUpgradeClick({ moments: new PhotoMomentStore(services.docs), business: services.businessStats, users: services.users }, uid, at),
      environment: config.analytics.environment,
      testEmails: config.analytics.testEmails,
      now,
    }),
  ];
}

export function createApp(services: Services): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // Forwarded headers are read by one rule only (http/client-address.ts); Express trusts none.
  app.set('trust proxy', false);
  app.use(requestId(), clientAddress(services.config.trustedProxies), accessLog(services.logger), securityHeaders(), cors(services.config.allowedOrigins));

  const guards = createGuards({
    identity: services.identity,
    appCheck: services.appCheck,
    users: services.users,
    appCheckRequired: !services.config.isLocal,
  });
  const routes = Router();
  // The local BlobStore serves its own signed URLs; infrastructure, like /health, with no App Check.
  if (services.blobRoutes) routes.use('/blobs', services.blobRoutes);
  routes.use(mountRoutes(apiRoutes(services), guards));

  app.use('/api', routes);
  app.use(routes);
  app.use(notFound());
  app.use(errorHandler(services.logger));
  return app;
}

/**
 * The `stripeWebhook` function: Stripe's signed events, on the raw body the Functions framework
 * keeps. No App Check and no ID token: the signature is the authentication.
 */
export function createWebhookApp(services: Services): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(requestId(), accessLog(services.logger), securityHeaders());
  app.post(
    '/',
    rawBody(),
    stripeWebhookRoute({
      payments: services.payments,
      users: services.users,
      stripeEvents: services.stripeEvents,
      business: services.businessStats,
      photoMoments: new PhotoMomentStore(services.docs),
      logger: services.logger,
      now: services.now,
    }),
  );
  app.use(notFound());
  app.use(errorHandler(services.logger));
  return app;
}
