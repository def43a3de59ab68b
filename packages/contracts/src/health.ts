/** Liveness, whether the local stack's seed has finished, and which driver serves each port. */
import { z } from 'zod';
import { endpoint } from './endpoint';

export const health = z.object({
  status: z.literal('ok'),
  /**
   * False only on the local stack while its seed (the demo and admin accounts' documents, the
   * sample data) has not finished: wait for true before signing in. Always true in production.
   */
  ready: z.boolean(),
  projectId: z.string(),
  local: z.boolean(),
  drivers: z.record(z.string(), z.string()),
});

export const healthEndpoints = {
  health: endpoint({
    method: 'GET',
    path: '/health',
    access: 'public',
    attested: false,
    summary: 'Liveness, whether the local seed has finished, and the driver behind every port.',
    response: health,
  }),
};
