/** Liveness, and which driver serves each port. */
import { z } from 'zod';
import { endpoint } from './endpoint';

export const health = z.object({
  status: z.literal('ok'),
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
    summary: 'Liveness, and the driver behind every port.',
    response: health,
  }),
};
