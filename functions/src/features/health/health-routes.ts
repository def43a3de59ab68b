/** GET /health: liveness, whether the local stack's seed has finished, and which driver serves each port. */
import { healthEndpoints } from '@bela/contracts/health';
import { route, type RouteBinding } from '../../http/route';

export interface HealthDeps {
  projectId: string;
  local: boolean;
  drivers: Record<string, string>;
  /** True once the stack's seed has finished; always true where nothing seeds (stores/seed-markers.ts). */
  seeded: () => Promise<boolean>;
}

export function healthRoutes(deps: HealthDeps): RouteBinding[] {
  return [
    route(healthEndpoints.health, async () => ({
      status: 'ok' as const,
      ready: await deps.seeded(),
      projectId: deps.projectId,
      local: deps.local,
      drivers: deps.drivers,
    })),
  ];
}
