/**
 * `expand[]`: replaces ids in an answer by the objects they name, following dotted paths such as
 * `subscription.latest_invoice` or, in lists, `data.customer`. Arrays along the way are expanded
 * element by element. Works on a copy: stored objects always keep plain ids.
 *
 * Only the fields Stripe declares expandable (`string | Customer`, not a plain `string` such as a
 * charge's `payment_method`) are expanded; asking for any other is refused as Stripe refuses it.
 * sdk-declarations.test.ts checks this list against the SDK's declarations.
 */
import { invalidRequest } from './errors';

const MAX_DEPTH = 4;

/** Per `object`, the expandable id fields the sandbox serves (dotted below nested non-objects). */
export const EXPANDABLE: Readonly<Record<string, readonly string[]>> = {
  customer: ['default_source', 'invoice_settings.default_payment_method', 'test_clock'],
  product: ['default_price'],
  price: ['product'],
  plan: ['product'],
  payment_method: ['customer'],
  'checkout.session': ['customer', 'invoice', 'payment_intent', 'payment_link', 'setup_intent', 'subscription'],
  'billing_portal.session': ['configuration'],
  subscription: ['customer', 'default_payment_method', 'default_source', 'latest_invoice', 'test_clock'],
  invoice: ['customer', 'default_payment_method', 'default_source', 'parent.subscription_details.subscription', 'test_clock'],
  line_item: ['subscription'],
  charge: ['customer', 'payment_intent'],
  refund: ['charge', 'customer', 'payment_intent', 'payment_method'],
  dispute: ['charge', 'payment_intent'],
};

type Lookup = (id: string) => object | undefined;

/** Stripe's answer to an `expand[]` path it cannot follow (HTTP 400, `invalid_request_error`). */
const cannotExpand = (path: string) => invalidRequest(`This property cannot be expanded (${path}).`, 'expand');

/** The object a field belongs to (its `object`) and the path from that object to the field. */
interface Owner {
  object: string;
  prefix: string[];
}

function expandAt(node: unknown, segments: string[], path: string, lookup: Lookup, owner: Owner | null): void {
  if (segments.length === 0 || node === null || node === undefined) return;
  if (Array.isArray(node)) {
    for (const element of node) expandAt(element, segments, path, lookup, owner);
    return;
  }
  if (typeof node !== 'object') throw cannotExpand(path);
  const record = node as Record<string, unknown>;
  const here: Owner | null = typeof record.object === 'string' ? { object: record.object, prefix: [] } : owner;
  const [field, ...rest] = segments as [string, ...string[]];
  if (!Object.hasOwn(record, field)) throw cannotExpand(path);
  const relative = here ? [...here.prefix, field].join('.') : field;
  const expandable = here !== null && (EXPANDABLE[here.object] ?? []).includes(relative);
  let value = record[field];
  if (typeof value === 'string' || rest.length === 0) {
    if (!expandable) throw cannotExpand(path);
    if (typeof value !== 'string') return; // null, or already expanded by an earlier path
    const found = lookup(value);
    if (!found) throw cannotExpand(path);
    value = structuredClone(found);
    record[field] = value;
    expandAt(value, rest, path, lookup, null);
    return;
  }
  expandAt(value, rest, path, lookup, here ? { object: here.object, prefix: [...here.prefix, field] } : null);
}

/** Expands `paths` inside `answer`, which must already be a copy. */
export function expandAnswer<T>(answer: T, paths: readonly string[] | undefined, lookup: Lookup): T {
  for (const path of paths ?? []) {
    const segments = path.split('.');
    if (segments.length > MAX_DEPTH) {
      throw invalidRequest(`You cannot expand more than ${MAX_DEPTH} levels of a property (${path}).`, 'expand');
    }
    expandAt(answer, segments, path, lookup, null);
  }
  return answer;
}
