/**
 * /v1/customers: create, retrieve, update, list (filtered by exact `email`, as on Stripe) and
 * delete. Deleting cancels the customer's running subscriptions at once (as Stripe does); a deleted
 * customer is then answered as `{ id, object: 'customer', deleted: true }` and left out of lists.
 */
import { cancelSubscriptionNow } from '../billing/subscription-lifecycle';
import { invalidRequest } from '../errors';
import { newId, randomToken } from '../ids';
import { LIST_PARAMS } from '../list-pagination';
import { mergeMetadata, readParams, type Metadata } from '../params';
import type { SandboxContext } from '../sandbox-context';
import type { Customer } from '../stripe-objects';
import { json, type Route } from '../router';
import { respondWith, respondWithList } from './respond';

const FIELDS = {
  email: 'string',
  name: 'string',
  description: 'string',
  phone: 'string',
  metadata: 'metadata',
  preferred_locales: 'strings',
} as const;

export interface CustomerFields {
  email?: string;
  name?: string;
  description?: string;
  phone?: string;
  metadata?: Metadata | null;
  preferred_locales?: string[];
}

function checkEmail(email: string | undefined): void {
  if (email && !/^[^\s@]+@[^\s@]+$/.test(email)) throw invalidRequest(`Invalid email address: ${email}`, 'email');
}

/** Stores a new customer and emits `customer.created` (also used when checkout creates one). */
export function createCustomer(ctx: SandboxContext, fields: CustomerFields): Customer {
  checkEmail(fields.email);
  const customer: Customer = {
    id: newId('cus'),
    object: 'customer',
    address: null,
    balance: 0,
    created: ctx.clock.now(),
    currency: null,
    default_source: null,
    delinquent: false,
    description: fields.description || null,
    email: fields.email || null,
    invoice_prefix: randomToken(8).toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: mergeMetadata({}, fields.metadata),
    name: fields.name || null,
    next_invoice_sequence: 1,
    phone: fields.phone || null,
    preferred_locales: fields.preferred_locales ?? [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
  ctx.store.state.customers[customer.id] = customer;
  ctx.events.emit('customer.created', customer);
  return customer;
}

const deletedCustomer = (id: string) => ({ id, object: 'customer', deleted: true });

/** Deletes the customer: running subscriptions end now, then `customer.deleted`. */
export function deleteCustomer(ctx: SandboxContext, id: string): void {
  const customer = ctx.store.get('customers', id);
  for (const subscription of Object.values(ctx.store.state.subscriptions)) {
    if (subscription.customer === id && subscription.status !== 'canceled') cancelSubscriptionNow(ctx, subscription);
  }
  delete ctx.store.state.customers[id];
  ctx.store.state.deletedCustomers.push(id);
  ctx.events.emit('customer.deleted', customer);
}

export function customerRoutes(ctx: SandboxContext): Route[] {
  return [
    {
      method: 'POST',
      pattern: '/v1/customers',
      kind: 'api',
      handle: ({ params }) => {
        const input = readParams(params, FIELDS);
        return respondWith(ctx, createCustomer(ctx, input), input.expand);
      },
    },
    {
      method: 'GET',
      pattern: '/v1/customers/:id',
      kind: 'api',
      handle: ({ params, pathParams }) => {
        const { expand } = readParams(params, {});
        if (ctx.store.state.deletedCustomers.includes(pathParams.id!)) return json(deletedCustomer(pathParams.id!));
        return respondWith(ctx, ctx.store.get('customers', pathParams.id!), expand);
      },
    },
    {
      method: 'DELETE',
      pattern: '/v1/customers/:id',
      kind: 'api',
      handle: ({ params, pathParams }) => {
        readParams(params, {});
        deleteCustomer(ctx, pathParams.id!);
        return json(deletedCustomer(pathParams.id!));
      },
    },
    {
      method: 'POST',
      pattern: '/v1/customers/:id',
      kind: 'api',
      handle: ({ params, pathParams }) => {
        const input = readParams(params, FIELDS);
        const customer = ctx.store.get('customers', pathParams.id!);
        checkEmail(input.email);
        const before = structuredClone(customer);
        // An empty string unsets a field, as on Stripe.
        if (input.email !== undefined) customer.email = input.email || null;
        if (input.name !== undefined) customer.name = input.name || null;
        if (input.description !== undefined) customer.description = input.description || null;
        if (input.phone !== undefined) customer.phone = input.phone || null;
        if (input.preferred_locales !== undefined) customer.preferred_locales = input.preferred_locales;
        customer.metadata = mergeMetadata(customer.metadata, input.metadata);
        ctx.events.emitUpdate('customer.updated', before, customer);
        return respondWith(ctx, customer, input.expand);
      },
    },
    {
      method: 'GET',
      pattern: '/v1/customers',
      kind: 'api',
      handle: ({ params }) => {
        const input = readParams(params, { ...LIST_PARAMS, email: 'string' });
        const customers = Object.values(ctx.store.state.customers).filter(
          (customer) => input.email === undefined || customer.email === input.email,
        );
        return respondWithList(ctx, customers, input, '/v1/customers', 'customer');
      },
    },
  ];
}
