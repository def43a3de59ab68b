/** The summary of a page of login activity: success rate, methods, devices, top browsers. */
import { TOP_BROWSERS } from '../../shared/constants';
import type { LoginEvent } from '../../stores/login-events';

const countBy = (values: string[]) =>
  values.reduce<Record<string, number>>((counts, value) => ({ ...counts, [value]: (counts[value] ?? 0) + 1 }), {});

export function summariseLogins(records: LoginEvent[]) {
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
