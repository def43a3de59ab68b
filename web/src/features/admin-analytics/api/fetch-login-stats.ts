/** GET /utility/login-stats (admins): sign-in attempts with the success rate and breakdowns. */
import type { analyticsEndpoints, LoginStats } from '@shared/contracts/analytics';
import { apiGet } from '../../../lib/api-client';
import type { LoginStatsQuery } from '../utils/stats-query';

export function fetchLoginStats(query: LoginStatsQuery, signal?: AbortSignal): Promise<LoginStats> {
  return apiGet<typeof analyticsEndpoints.loginStats>('/utility/login-stats', query, { signal });
}
