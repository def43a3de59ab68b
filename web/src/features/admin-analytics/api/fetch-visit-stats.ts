/** GET /utility/visit-stats (admins): a page of visits, newest first, and the period's figures. */
import type { analyticsEndpoints, VisitStats } from '@shared/contracts/analytics';
import { apiGet } from '../../../lib/api-client';
import type { VisitStatsQuery } from '../utils/stats-query';

export function fetchVisitStats(query: VisitStatsQuery, signal?: AbortSignal): Promise<VisitStats> {
  return apiGet<typeof analyticsEndpoints.visitStats>('/utility/visit-stats', query, { signal });
}
