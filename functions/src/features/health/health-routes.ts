/** GET /health: liveness, and which driver serves each port. */
import { healthEndpoints } from '@bela/contracts/health';
import { route, type RouteBinding } from '../../http/route';

export interface HealthDeps {
  projectId: string;
  local: boolean;
  drivers: Record<string, string>;
}

export function healthRoutes(deps: HealthDeps): RouteBinding[] {
  return [route(healthEndpoints.health, async () => ({ status: 'ok' as const, projectId: deps.projectId, local: deps.local, drivers: deps.drivers }))];
}
