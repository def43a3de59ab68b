/**
 * `data.previous_attributes` of an update event: the old values of what changed. Nested hashes
 * are compared key by key (only changed keys appear); arrays and values are compared whole.
 */
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The old values of the attributes that differ, or null when nothing changed. */
export function previousAttributes(before: object, after: object): Record<string, unknown> | null {
  const old = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  const changed: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(old), ...Object.keys(now)])) {
    const previous = old[key];
    const current = now[key];
    if (same(previous, current)) continue;
    if (isPlainObject(previous) && isPlainObject(current)) {
      changed[key] = previousAttributes(previous, current) ?? {};
    } else {
      // A key that did not exist before is reported as null, as Stripe does.
      changed[key] = previous === undefined ? null : previous;
    }
  }
  return Object.keys(changed).length > 0 ? changed : null;
}
