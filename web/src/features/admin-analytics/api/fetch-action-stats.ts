/** GET /utility/action-stats (admins): join clicks and sign-up actions, with the funnel. */
import type { ActionStats, analyticsEndpoints } from '@shared/contracts/analytics';
import { apiGet } from '../../../lib/api-client';
import type { ActionStatsQuery } from '../utils/stats-query';

export function fetchActionStats(query: ActionStatsQuery, signal?: AbortSignal): Promise<ActionStats> {
  return apiGet<typeof analyticsEndpoints.actionStats>('/utility/action-stats', query, { signal });
}
