/**
 * GET /utility/login-stats (admins only): recent login activity with the spec's filters, and a
 * summary of the page returned (success rate, methods, devices, top browsers).
 */
import { Router } from 'express';
import type { Services } from '../../composition-root';
import type { Filter } from '../../ports/doc-store';
import { TOP_BROWSERS } from '../../shared/constants';
import { loginStatsQuery, type LoginStatsQuery } from '../../shared/schemas';
import { validateQuery } from '../../http/middleware';

interface LoginRecord {
  timestamp: Date;
  success: boolean | 'unknown';
  loginMethod: string;
  deviceType: string | null;
  browser: string | null;
  [key: string]: unknown;
}

const countBy = (values: string[]) =>
  values.reduce<Record<string, number>>((counts, value) => ({ ...counts, [value]: (counts[value] ?? 0) + 1 }), {});

function summarise(records: LoginRecord[]) {
  const decided = records.filter((r) => r.success !== 'unknown');
  const browsers = Object.entries(countBy(records.map((r) => r.browser ?? 'unknown')))
    .sort(([, a], [, b]) => b - a)
    .slice(0, TOP_BROWSERS);
  return {
    total: records.length,
    successRate: decided.length ? Math.round((decided.filter((r) => r.success === true).length / decided.length) * 1000) / 10 : null,
    methodBreakdown: countBy(records.map((r) => r.loginMethod)),
    deviceBreakdown: countBy(records.map((r) => r.deviceType ?? 'unknown')),
    browserBreakdown: Object.fromEntries(browsers),
  };
}

export function loginStatsRoutes(services: Services): Router {
  const router = Router();
  router.get('/login-stats', validateQuery(loginStatsQuery), async (_req, res) => {
    const query = res.locals['query'] as LoginStatsQuery;
    const where: Filter[] = [];
    if (query.userId) where.push({ field: 'userId', op: '==', value: query.userId });
    if (query.loginMethod) where.push({ field: 'loginMethod', op: '==', value: query.loginMethod });
    if (query.startDate) where.push({ field: 'timestamp', op: '>=', value: query.startDate });
    if (query.endDate) where.push({ field: 'timestamp', op: '<=', value: query.endDate });
    const docs = await services.docs.query<LoginRecord>({
      collection: 'logins',
      where,
      orderBy: [{ field: 'timestamp', direction: 'desc' }],
      limit: query.limit,
    });
    const activities = docs.map(({ id, data: { expiresAt: _expiresAt, ...fields } }) => ({
      id,
      ...fields,
      timestamp: fields.timestamp.toISOString(),
    }));
    res.json({ success: true, data: { activities, summary: summarise(docs.map((d) => d.data)) } });
  });
  return router;
}
