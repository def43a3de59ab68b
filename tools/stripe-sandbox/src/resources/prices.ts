/**
 * /v1/prices: create (for an existing product or with `product_data`), retrieve, update, list
 * (by product, active, type, currency, `lookup_keys[]`). Recurring prices are what subscriptions
 * need: `recurring[interval]=month`, `unit_amount=900`, `currency=usd` is Bela Premium.
 */
import { invalidRequest, parameterInvalid } from '../errors';
import { newId } from '../ids';
import { LIST_PARAMS } from '../list-pagination';
import { mergeMetadata, readParams, required, type Metadata } from '../params';
import type { Route } from '../router';
import type { SandboxContext } from '../sandbox-context';
import type { Interval, Price, Product } from '../stripe-objects';
import { createProduct } from './products';
import { respondWith, respondWithList } from './respond';

const INTERVALS: readonly Interval[] = ['day', 'week', 'month', 'year'];
/** Stripe's limit: a recurring interval of at most three years. */
const MAX_INTERVAL_DAYS = 3 * 365;
const DAYS: Record<Interval, number> = { day: 1, week: 7, month: 31, year: 365 };

export const PRICE_DATA_PARAMS = {
  currency: 'string',
  unit_amount: 'integer',
  product: 'string',
  product_data: { name: 'string', description: 'string', metadata: 'metadata' },
  recurring: { interval: 'string', interval_count: 'integer' },
} as const;

const CREATE_PARAMS = {
  ...PRICE_DATA_PARAMS,
  active: 'boolean',
  nickname: 'string',
  lookup_key: 'string',
  transfer_lookup_key: 'boolean',
  metadata: 'metadata',
} as const;

export interface PriceFields {
  currency?: string;
  unit_amount?: number;
  product?: string;
  product_data?: { name?: string; description?: string; metadata?: Metadata | null };
  recurring?: { interval?: string; interval_count?: number };
  active?: boolean;
  nickname?: string;
  lookup_key?: string;
  transfer_lookup_key?: boolean;
  metadata?: Metadata | null;
}

function lookupKeyHolder(ctx: SandboxContext, key: string, transfer: boolean | undefined): Price | null {
  const holder = Object.values(ctx.store.state.prices).find((price) => price.lookup_key === key) ?? null;
  if (holder && !transfer) {
    const message = `A price (${holder.id}) already uses that lookup key; pass transfer_lookup_key=true to move it.`;
    throw invalidRequest(message, 'lookup_key');
  }
  return holder;
}

function releaseLookupKey(ctx: SandboxContext, holder: Price | null): void {
  if (!holder) return;
  const before = structuredClone(holder);
  holder.lookup_key = null;
  ctx.events.emitUpdate('price.updated', before, holder);
}

/** A price whose fields were checked; creating it can no longer fail. */
export interface CheckedPrice {
  fields: PriceFields;
  currency: string;
  unitAmount: number;
  recurring: Price['recurring'];
  existingProduct: Product | null;
  lookupKeyHolder: Price | null;
}

/** Checks a price's fields without changing anything; `prefix` names them in errors (e.g. `line_items[0][price_data]`). */
export function checkPrice(ctx: SandboxContext, fields: PriceFields, prefix = ''): CheckedPrice {
  // Parameter paths for errors: name('recurring', 'interval') → recurring[interval], or under the prefix.
  const name = (...segments: string[]) => {
    const [first, ...rest] = prefix ? [prefix, ...segments] : segments;
    return `${first}${rest.map((segment) => `[${segment}]`).join('')}`;
  };
  const currency = required(fields.currency, name('currency')).toLowerCase();
  if (!/^[a-z]{3}$/.test(currency)) throw parameterInvalid(name('currency'), `Invalid currency: ${currency}`);
  const unitAmount = required(fields.unit_amount, name('unit_amount'));
  if (unitAmount < 0 || unitAmount > 99_999_999) {
    throw parameterInvalid(name('unit_amount'), 'The unit amount must be between 0 and 99999999.', 'parameter_invalid_integer');
  }
  if (fields.product && fields.product_data) {
    throw invalidRequest(`You may only specify one of these parameters: ${name('product')}, ${name('product_data')}.`);
  }
  let recurring: Price['recurring'] = null;
  if (fields.recurring) {
    const interval = required(fields.recurring.interval, name('recurring', 'interval')) as Interval;
    if (!INTERVALS.includes(interval)) {
      throw invalidRequest(`Invalid recurring interval: must be one of ${INTERVALS.join(', ')}.`, name('recurring', 'interval'));
    }
    const count = fields.recurring.interval_count ?? 1;
    if (count < 1 || count * DAYS[interval] > MAX_INTERVAL_DAYS) {
      throw invalidRequest('The recurring interval must be between one day and three years.', name('recurring', 'interval_count'));
    }
    recurring = { interval, interval_count: count, meter: null, trial_period_days: null, usage_type: 'licensed' };
  }
  const existingProduct = fields.product ? ctx.store.get('products', fields.product, name('product')) : null;
  if (!existingProduct) required(fields.product_data?.name, name('product_data', 'name'));
  const holder = fields.lookup_key ? lookupKeyHolder(ctx, fields.lookup_key, fields.transfer_lookup_key) : null;
  return { fields, currency, unitAmount, recurring, existingProduct, lookupKeyHolder: holder };
}

/** Stores a checked price (and its `product_data` product) and emits `price.created`. */
export function insertPrice(ctx: SandboxContext, checked: CheckedPrice): Price {
  const { fields, recurring } = checked;
  releaseLookupKey(ctx, checked.lookupKeyHolder);
  const product = checked.existingProduct ?? createProduct(ctx, { ...fields.product_data });
  const price: Price = {
    id: newId('price'),
    object: 'price',
    active: fields.active ?? true,
    billing_scheme: 'per_unit',
    created: ctx.clock.now(),
    currency: checked.currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: fields.lookup_key || null,
    metadata: mergeMetadata({}, fields.metadata),
    nickname: fields.nickname || null,
    product: product.id,
    recurring,
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: recurring ? 'recurring' : 'one_time',
    unit_amount: checked.unitAmount,
    unit_amount_decimal: String(checked.unitAmount),
  };
  ctx.store.state.prices[price.id] = price;
  ctx.events.emit('price.created', price);
  return price;
}

export function priceRoutes(ctx: SandboxContext): Route[] {
  return [
    {
      method: 'POST',
      pattern: '/v1/prices',
      kind: 'api',
      handle: ({ params }) => {
        const input = readParams(params, CREATE_PARAMS);
        if (!input.product && !input.product_data) throw invalidRequest('You must specify either product or product_data.', 'product');
        return respondWith(ctx, insertPrice(ctx, checkPrice(ctx, input)), input.expand);
      },
    },
    {
      method: 'GET',
      pattern: '/v1/prices/:id',
      kind: 'api',
      handle: ({ params, pathParams }) =>
        respondWith(ctx, ctx.store.get('prices', pathParams.id!), readParams(params, {}).expand),
    },
    {
      method: 'POST',
      pattern: '/v1/prices/:id',
      kind: 'api',
      handle: ({ params, pathParams }) => {
        const input = readParams(params, {
          active: 'boolean',
          nickname: 'string',
          lookup_key: 'string',
          transfer_lookup_key: 'boolean',
          metadata: 'metadata',
        });
        const price = ctx.store.get('prices', pathParams.id!);
        const holder =
          input.lookup_key && input.lookup_key !== price.lookup_key
            ? lookupKeyHolder(ctx, input.lookup_key, input.transfer_lookup_key)
            : null;
        releaseLookupKey(ctx, holder);
        const before = structuredClone(price);
        if (input.active !== undefined) price.active = input.active;
        if (input.nickname !== undefined) price.nickname = input.nickname || null;
        if (input.lookup_key !== undefined) price.lookup_key = input.lookup_key || null;
        price.metadata = mergeMetadata(price.metadata, input.metadata);
        ctx.events.emitUpdate('price.updated', before, price);
        return respondWith(ctx, price, input.expand);
      },
    },
    {
      method: 'GET',
      pattern: '/v1/prices',
      kind: 'api',
      handle: ({ params }) => {
        const input = readParams(params, {
          ...LIST_PARAMS,
          active: 'boolean',
          product: 'string',
          type: 'string',
          currency: 'string',
          lookup_keys: 'strings',
        });
        const prices = Object.values(ctx.store.state.prices).filter(
          (price) =>
            (input.active === undefined || price.active === input.active) &&
            (input.product === undefined || price.product === input.product) &&
            (input.type === undefined || price.type === input.type) &&
            (input.currency === undefined || price.currency === input.currency.toLowerCase()) &&
            (input.lookup_keys === undefined || (price.lookup_key !== null && input.lookup_keys.includes(price.lookup_key))),
        );
        return respondWithList(ctx, prices, input, '/v1/prices', 'price');
      },
    },
  ];
}
