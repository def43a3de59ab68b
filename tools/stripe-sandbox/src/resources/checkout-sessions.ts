/**
 * /v1/checkout/sessions in `subscription` mode: create, retrieve (with `expand[]=line_items`),
 * list, list line items, expire. A session's `url` is the sandbox's hosted checkout page, where it
 * is paid (pages/checkout-page.ts); `success_url` keeps its `{CHECKOUT_SESSION_ID}` literal here,
 * as on Stripe, and gets it replaced only in the redirect.
 */
import { expireCheckout } from '../billing/checkout-completion';
import { checkoutSessionFields, lineItemFields } from '../declared-fields';
import { invalidRequest, parameterMissing } from '../errors';
import { newId } from '../ids';
import { LIST_PARAMS } from '../list-pagination';
import { mergeMetadata, readParams, required } from '../params';
import type { Route } from '../router';
import type { SandboxContext } from '../sandbox-context';
import type { CheckoutSession, LineItem, Price } from '../stripe-objects';
import { checkPrice, insertPrice, PRICE_DATA_PARAMS, type CheckedPrice } from './prices';
import { respondWith, respondWithList } from './respond';

const SESSION_LIFETIME_SECONDS = 24 * 3600;

const CREATE_PARAMS = {
  mode: 'string',
  customer: 'string',
  customer_email: 'string',
  client_reference_id: 'string',
  success_url: 'string',
  cancel_url: 'string',
  line_items: [{ price: 'string', quantity: 'integer', price_data: PRICE_DATA_PARAMS }],
  metadata: 'metadata',
  subscription_data: { metadata: 'metadata' },
  payment_method_types: 'strings',
  locale: 'string',
} as const;

function checkUrl(value: string, param: string): void {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalidRequest('Not a valid URL', param);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalidRequest('Not a valid URL', param);
}

type LineInput = NonNullable<ReturnType<typeof readCreateParams>['line_items']>[number];
const readCreateParams = (params: Record<string, unknown>) => readParams(params, CREATE_PARAMS);

/** A line's price: an existing one, or `price_data` checked and ready to be created. */
type LinePrice = { existing: Price } | { inline: CheckedPrice };

/** Checks every line as Stripe does before anything is created. */
function checkLines(ctx: SandboxContext, lines: LineInput[]): LinePrice[] {
  const checked = lines.map((line, i): LinePrice => {
    const param = `line_items[${i}]`;
    if (line.price && line.price_data) {
      throw invalidRequest(`You may only specify one of these parameters: ${param}[price], ${param}[price_data].`);
    }
    if (!line.price && !line.price_data) throw parameterMissing(`${param}[price]`);
    required(line.quantity, `${param}[quantity]`);
    if (line.quantity! < 1) throw invalidRequest('Quantity must be at least 1.', `${param}[quantity]`);
    if (line.price_data) {
      if (!line.price_data.recurring) {
        throw invalidRequest('The sandbox supports recurring prices only.', `${param}[price_data][recurring]`);
      }
      // Stripe creates prices from price_data inactive: they serve this session only.
      return { inline: checkPrice(ctx, { ...line.price_data, active: false }, `${param}[price_data]`) };
    }
    const price = ctx.store.get('prices', line.price!, `${param}[price]`);
    if (!price.active) {
      throw invalidRequest('The price specified is inactive. This field only accepts active prices.', `${param}[price]`);
    }
    if (!price.recurring) {
      const message = 'You must provide at least one recurring price in `subscription` mode when using prices.';
      throw invalidRequest(message, `${param}[price]`);
    }
    return { existing: price };
  });
  const terms = checked.map((line) =>
    'existing' in line
      ? `${line.existing.currency}/${line.existing.recurring!.interval}`
      : `${line.inline.currency}/${line.inline.recurring!.interval}`,
  );
  if (new Set(terms).size > 1) {
    throw invalidRequest('All prices of a subscription must share one currency and one billing interval.', 'line_items');
  }
  return checked;
}

function createSession(ctx: SandboxContext, params: Record<string, unknown>): CheckoutSession {
  const input = readCreateParams(params);
  const mode = required(input.mode, 'mode');
  if (mode !== 'subscription') throw invalidRequest('The Stripe sandbox supports only mode=subscription.', 'mode');
  checkUrl(required(input.success_url, 'success_url'), 'success_url');
  if (input.cancel_url) checkUrl(input.cancel_url, 'cancel_url');
  if (input.customer && input.customer_email) {
    throw invalidRequest('You may only specify one of these parameters: customer, customer_email.', 'customer_email');
  }
  if (input.customer) ctx.store.get('customers', input.customer, 'customer');
  if ((input.client_reference_id?.length ?? 0) > 200) {
    throw invalidRequest('client_reference_id is limited to 200 characters.', 'client_reference_id');
  }
  if (input.payment_method_types?.some((type) => type !== 'card')) {
    throw invalidRequest('The sandbox supports only card payments.', 'payment_method_types');
  }
  const lines = required(input.line_items?.length ? input.line_items : undefined, 'line_items');
  const checked = checkLines(ctx, lines);
  const lineItems: LineItem[] = lines.map((line, i) => {
    const linePrice = checked[i]!;
    const price = 'existing' in linePrice ? linePrice.existing : insertPrice(ctx, linePrice.inline);
    const amount = price.unit_amount * line.quantity!;
    return {
      ...lineItemFields(),
      id: newId('li'),
      object: 'item',
      amount_discount: 0,
      amount_subtotal: amount,
      amount_tax: 0,
      amount_total: amount,
      currency: price.currency,
      description: ctx.store.state.products[price.product]?.name ?? '',
      metadata: {},
      price: structuredClone(price),
      quantity: line.quantity!,
    };
  });
  const now = ctx.clock.now();
  const total = lineItems.reduce((sum, line) => sum + line.amount_total, 0);
  const id = newId('cs_test');
  const session: CheckoutSession = {
    ...checkoutSessionFields(),
    id,
    object: 'checkout.session',
    amount_subtotal: total,
    amount_total: total,
    cancel_url: input.cancel_url || null,
    client_reference_id: input.client_reference_id || null,
    created: now,
    currency: lineItems[0]!.currency,
    customer: input.customer || null,
    customer_creation: input.customer ? null : 'always',
    customer_details: null,
    customer_email: input.customer_email || null,
    expires_at: now + SESSION_LIFETIME_SECONDS,
    invoice: null,
    livemode: false,
    locale: input.locale || null,
    metadata: mergeMetadata({}, input.metadata),
    mode: 'subscription',
    payment_intent: null,
    payment_method_collection: 'always',
    payment_method_types: ['card'],
    payment_status: 'unpaid',
    status: 'open',
    subscription: null,
    success_url: input.success_url!,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted_page',
    url: `${ctx.publicUrl}/c/pay/${id}`,
  };
  ctx.store.state.checkoutSessions[id] = session;
  ctx.store.state.checkoutExtras[id] = {
    lineItems,
    subscriptionMetadata: mergeMetadata({}, input.subscription_data?.metadata),
  };
  return session;
}

function lineItemList(ctx: SandboxContext, session: CheckoutSession) {
  const data = ctx.store.state.checkoutExtras[session.id]?.lineItems ?? [];
  return { object: 'list', data, has_more: false, url: `/v1/checkout/sessions/${session.id}/line_items` };
}

/** `line_items` is not an id but an includable field, so it is added before the usual expansion. */
function answerSession(ctx: SandboxContext, session: CheckoutSession, expand: string[] = []) {
  const includesLines = expand.some((path) => path === 'line_items' || path.startsWith('line_items.'));
  const answer = includesLines ? { ...session, line_items: lineItemList(ctx, session) } : session;
  return respondWith(ctx, answer, expand.filter((path) => path !== 'line_items'));
}

export function checkoutSessionRoutes(ctx: SandboxContext): Route[] {
  return [
    {
      method: 'POST',
      pattern: '/v1/checkout/sessions',
      kind: 'api',
      handle: ({ params }) => answerSession(ctx, createSession(ctx, params), readParams(params, CREATE_PARAMS).expand),
    },
    {
      method: 'GET',
      pattern: '/v1/checkout/sessions/:id',
      kind: 'api',
      handle: ({ params, pathParams }) =>
        answerSession(ctx, ctx.store.get('checkoutSessions', pathParams.id!), readParams(params, {}).expand),
    },
    {
      method: 'GET',
      pattern: '/v1/checkout/sessions/:id/line_items',
      kind: 'api',
      handle: ({ params, pathParams }) => {
        const input = readParams(params, LIST_PARAMS);
        const session = ctx.store.get('checkoutSessions', pathParams.id!);
        const lines = ctx.store.state.checkoutExtras[session.id]?.lineItems ?? [];
        // Line items keep their checkout order; paginate lists newest first, so hand them reversed.
        return respondWithList(ctx, [...lines].reverse(), input, `/v1/checkout/sessions/${session.id}/line_items`, 'line item');
      },
    },
    {
      method: 'POST',
      pattern: '/v1/checkout/sessions/:id/expire',
      kind: 'api',
      handle: ({ params, pathParams }) => {
        const { expand } = readParams(params, {});
        const session = ctx.store.get('checkoutSessions', pathParams.id!);
        if (session.status !== 'open') {
          throw invalidRequest(`Only Checkout Sessions with status "open" can be expired; this one is "${session.status}".`);
        }
        expireCheckout(ctx, session);
        return answerSession(ctx, session, expand);
      },
    },
    {
      method: 'GET',
      pattern: '/v1/checkout/sessions',
      kind: 'api',
      handle: ({ params }) => {
        const input = readParams(params, { ...LIST_PARAMS, customer: 'string', subscription: 'string', status: 'string' });
        const sessions = Object.values(ctx.store.state.checkoutSessions).filter(
          (session) =>
            (input.customer === undefined || session.customer === input.customer) &&
            (input.subscription === undefined || session.subscription === input.subscription) &&
            (input.status === undefined || session.status === input.status),
        );
        return respondWithList(ctx, sessions, input, '/v1/checkout/sessions', 'checkout.session');
      },
    },
  ];
}
