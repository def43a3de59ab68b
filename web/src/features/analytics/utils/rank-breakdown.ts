import { OTHER_COUNTER_KEY } from '@bela/contracts/analytics-names';

export interface RankedEntry {
  label: string;
  count: number;
  /** The server's bucket of everything that is not one of the app's own names. */
  other: boolean;
}

/**
 * A breakdown's entries with a count, largest first and at most `limit`; the `other` bucket comes
 * last (it sums many unnamed things, so ranking it against single pages or buttons says nothing).
 */
export function rankBreakdown(counts: Record<string, number> | Array<{ label: string; count: number }>, limit: number): RankedEntry[] {
  const entries = (Array.isArray(counts) ? counts : Object.entries(counts).map(([label, count]) => ({ label, count })))
    .filter((entry) => entry.count > 0)
    .map((entry) => ({ ...entry, other: entry.label === OTHER_COUNTER_KEY }));
  const named = entries.filter((entry) => !entry.other).sort((a, b) => b.count - a.count);
  const other = entries.filter((entry) => entry.other);
  return [...named.slice(0, other.length > 0 ? limit - 1 : limit), ...other].slice(0, limit);
}
