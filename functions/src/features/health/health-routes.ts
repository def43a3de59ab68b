/** GET /health: liveness, and which driver serves each port. */
import { Router } from 'express';
import type { Services } from '../../composition-root';

export function healthRoutes(services: Services): Router {
  const router = Router();
  router.get('/', (_req, res) => {
    res.json({
      success: true,
      data: {
        status: 'ok',
        projectId: services.config.projectId,
        local: services.config.isLocal,
        drivers: {
          docStore: services.docs.driver,
          blobStore: services.blobs.driver,
          identity: services.identity.driver,
          chatModel: services.chatModel.driver,
          safety: services.safety.driver,
          mail: 'trigger-email-documents',
        },
      },
    });
  });
  return router;
}
