/**
 * GET /images/landing-preview: the newest photos' blurred variants for the landing carousel.
 * Only the blurred variant is ever exposed here (ARCHITECTURE.md section 4).
 */
import { Router } from 'express';
import type { Services } from '../../composition-root';
import { landingPreviewQuery } from '../../shared/schemas';
import { validateQuery } from '../../http/middleware';

const PREVIEW_URL_SECONDS = 60 * 60;

interface PhotoRecord {
  blurredPath?: string;
  createdAt: Date;
  [key: string]: unknown;
}

export function landingPreviewRoutes(services: Services): Router {
  const router = Router();
  router.get('/landing-preview', validateQuery(landingPreviewQuery), async (_req, res) => {
    const { limit } = res.locals['query'] as { limit: number };
    const photos = await services.docs.query<PhotoRecord>({
      collection: 'photos',
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
      limit,
    });
    const previewPhotos = await Promise.all(
      photos
        .filter((photo) => typeof photo.data.blurredPath === 'string')
        .map(async (photo) => ({
          id: photo.id,
          blurredUrl: await services.blobs.signedUrl(photo.data.blurredPath as string, PREVIEW_URL_SECONDS),
        })),
    );
    res.set('Cache-Control', 'public, max-age=300');
    res.json({ success: true, previewPhotos });
  });
  return router;
}
