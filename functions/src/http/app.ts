/**
 * The `api` Express app. Routes answer both under `/api` (the Hosting rewrite keeps the prefix)
 * and at the function's own URL (no prefix).
 */
import express, { Router } from 'express';
import type { Services } from '../composition-root';
import { authRoutes } from '../features/auth/auth-routes';
import { contactRoutes } from '../features/contact/contact-routes';
import { landingPreviewRoutes } from '../features/gallery/landing-preview-routes';
import { healthRoutes } from '../features/health/health-routes';
import { accountRoutes } from '../features/account/account-routes';
import { waitlistRoutes } from '../features/waitlist/waitlist-routes';
import { trackLoginRoutes } from '../features/analytics/track-login-routes';
import { loginStatsRoutes } from '../features/analytics/login-stats-routes';
import { chatRoutes } from '../features/chat/chat-routes';
import {
  accessLog,
  cors,
  errorHandler,
  jsonBody,
  notFound,
  requestId,
  requireAdmin,
  requireAppCheck,
  requireUser,
  securityHeaders,
} from './middleware';

export function createApp(services: Services): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // Hops of trusted proxies in front of the function (Hosting's CDN and Google's front end), counted
  // from the right of X-Forwarded-For, so a client cannot choose its own address by sending one.
  app.set('trust proxy', services.config.trustedProxyHops);
  app.use(requestId(), accessLog(services), securityHeaders(), cors(services.config.allowedOrigins));

  const routes = Router();
  routes.use('/health', healthRoutes(services));
  if (services.blobRoutes) routes.use('/blobs', services.blobRoutes);

  const attested = Router();
  attested.use(requireAppCheck(services), jsonBody());
  attested.use('/auth', authRoutes(services));
  attested.use('/email', contactRoutes(services));
  attested.use('/images', landingPreviewRoutes(services));
  attested.use('/utility', trackLoginRoutes(services));
  attested.use('/utility', requireUser(services), requireAdmin(services), loginStatsRoutes(services));
  attested.use('/account', requireUser(services), accountRoutes(services));
  attested.use('/data', requireUser(services), waitlistRoutes(services));
  attested.use('/ai', requireUser(services), chatRoutes(services));
  routes.use(attested);

  app.use('/api', routes);
  app.use(routes);
  app.use(notFound());
  app.use(errorHandler(services));
  return app;
}
