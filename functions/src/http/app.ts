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
import {
  accessLog,
  errorHandler,
  jsonBody,
  notFound,
  requestId,
  requireAppCheck,
  securityHeaders,
} from './middleware';

export function createApp(services: Services): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  app.use(requestId(), accessLog(services), securityHeaders());

  const routes = Router();
  routes.use('/health', healthRoutes(services));
  if (services.blobRoutes) routes.use('/blobs', services.blobRoutes);

  const attested = Router();
  attested.use(requireAppCheck(services), jsonBody());
  attested.use('/auth', authRoutes(services));
  attested.use('/email', contactRoutes(services));
  attested.use('/images', landingPreviewRoutes(services));
  routes.use(attested);

  app.use('/api', routes);
  app.use(routes);
  app.use(notFound());
  app.use(errorHandler(services));
  return app;
}
