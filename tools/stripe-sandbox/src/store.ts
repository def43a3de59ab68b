/**
 * The sandbox's whole state: Stripe objects by id, the clock's offset and the event log. It lives
 * in memory and, given a file, is written there after every change (atomically: a temporary file,
 * then a rename), so a restarted sandbox still knows its customers and subscriptions.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Charge, Dispute, Invoice, Refund, Subscription } from './billing-objects';
import {
  chargeFields,
  checkoutSessionFields,
  disputeFields,
  invoiceFields,
  paymentMethodFields,
  portalSessionFields,
  productFields,
  refundFields,
  subscriptionFields,
  subscriptionItemFields,
} from './declared-fields';
import { resourceMissing } from './errors';
import type {
  CheckoutExtras,
  CheckoutSession,
  Customer,
  PaymentMethod,
  PortalSession,
  Price,
  Product,
  StripeEvent,
  StripeObject,
} from './stripe-objects';
import type { ChargeBehavior } from './test-cards';

export type DeliveryState = 'pending' | 'delivered' | 'failed' | 'skipped';

export interface DeliveryStatus {
  status: DeliveryState;
  attempts: number;
  /** Real (wall-clock) unix seconds, unlike the event's `created`, which follows the sandbox clock. */
  last_attempt_at: number | null;
  last_response_status: number | null;
  last_error: string | null;
}

export interface EventRecord {
  event: StripeEvent;
  delivery: DeliveryStatus;
}

export interface SandboxState {
  version: 1;
  /** How far the sandbox clock runs ahead of real time, in seconds. */
  clockOffsetSeconds: number;
  customers: Record<string, Customer>;
  products: Record<string, Product>;
  prices: Record<string, Price>;
  paymentMethods: Record<string, PaymentMethod>;
  /** How a saved card behaves when charged later (renewals); never part of an API answer. */
  chargeBehaviors: Record<string, ChargeBehavior>;
  checkoutSessions: Record<string, CheckoutSession>;
  checkoutExtras: Record<string, CheckoutExtras>;
  portalSessions: Record<string, PortalSession>;
  subscriptions: Record<string, Subscription>;
  invoices: Record<string, Invoice>;
  charges: Record<string, Charge>;
  refunds: Record<string, Refund>;
  disputes: Record<string, Dispute>;
  /** Ids of deleted customers: Stripe still answers them, as `{ id, object, deleted: true }`. */
  deletedCustomers: string[];
  events: EventRecord[];
}

type ObjectCollection = {
  [K in keyof SandboxState]: SandboxState[K] extends Record<string, StripeObject> ? K : never;
}[keyof SandboxState];

/** The id prefix of each collection, and the name Stripe uses in "No such …" errors. */
const COLLECTIONS: Record<ObjectCollection, { prefix: string; objectName: string }> = {
  customers: { prefix: 'cus_', objectName: 'customer' },
  products: { prefix: 'prod_', objectName: 'product' },
  prices: { prefix: 'price_', objectName: 'price' },
  paymentMethods: { prefix: 'pm_', objectName: 'PaymentMethod' },
  checkoutSessions: { prefix: 'cs_', objectName: 'checkout.session' },
  portalSessions: { prefix: 'bps_', objectName: 'billing_portal.session' },
  subscriptions: { prefix: 'sub_', objectName: 'subscription' },
  invoices: { prefix: 'in_', objectName: 'invoice' },
  charges: { prefix: 'ch_', objectName: 'charge' },
  refunds: { prefix: 're_', objectName: 'refund' },
  disputes: { prefix: 'dp_', objectName: 'dispute' },
};

export const emptyState = (): SandboxState => ({
  version: 1,
  clockOffsetSeconds: 0,
  customers: {},
  products: {},
  prices: {},
  paymentMethods: {},
  chargeBehaviors: {},
  checkoutSessions: {},
  checkoutExtras: {},
  portalSessions: {},
  subscriptions: {},
  invoices: {},
  charges: {},
  refunds: {},
  disputes: {},
  deletedCustomers: [],
  events: [],
});

export class Store {
  state: SandboxState;

  constructor(
    private readonly file: string | null,
    private readonly log: (line: string) => void = () => {},
  ) {
    this.state = file ? this.load(file) : emptyState();
  }

  /** The object named by `id` (an own key only: ids come from requests). */
  find<K extends ObjectCollection>(collection: K, id: string): SandboxState[K][string] | undefined {
    const objects = this.state[collection] as Record<string, SandboxState[K][string]>;
    return Object.hasOwn(objects, id) ? objects[id] : undefined;
  }

  /** The object named by `id`, or a Stripe-shaped 404 naming the expected kind of object. */
  get<K extends ObjectCollection>(collection: K, id: string, param = 'id'): SandboxState[K][string] {
    const found = this.find(collection, id);
    if (!found) throw resourceMissing(COLLECTIONS[collection].objectName, id, param);
    return found;
  }

  /** Any object by id, found through its prefix (used by `expand[]`). */
  lookup(id: string): StripeObject | undefined {
    for (const [collection, { prefix }] of Object.entries(COLLECTIONS) as [ObjectCollection, { prefix: string }][]) {
      if (id.startsWith(prefix)) return this.find(collection, id);
    }
    // Products may be created with an id of one's choosing, without the prefix.
    return this.find('products', id);
  }

  reset(): void {
    this.state = emptyState();
    this.persist();
  }

  persist(): void {
    if (!this.file) return;
    mkdirSync(path.dirname(this.file), { recursive: true });
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.state));
    renameSync(temporary, this.file);
  }

  private load(file: string): SandboxState {
    if (!existsSync(file)) return emptyState();
    try {
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<SandboxState>;
      if (parsed.version !== 1) throw new Error(`unknown state version ${String(parsed.version)}`);
      // Collections added in later versions of the sandbox start empty.
      return upgradeObjects({ ...emptyState(), ...parsed });
    } catch (error) {
      // A broken file must not stop the local stack: keep it aside for inspection and start afresh.
      const aside = `${file}.unreadable-${Date.now()}`;
      renameSync(file, aside);
      this.log(`Stripe sandbox: could not read ${file} (${(error as Error).message}); moved it to ${aside}.`);
      return emptyState();
    }
  }
}

/**
 * Objects written by an older sandbox: the fields the API version always sends are added at the top
 * level (nested gaps and old events stay as they were) and those it dropped are removed.
 */
function upgradeObjects(state: SandboxState): SandboxState {
  const fill = <T extends object>(objects: Record<string, T>, defaults: () => object) => {
    for (const [id, object] of Object.entries(objects)) objects[id] = { ...defaults(), ...object };
  };
  fill(state.products, productFields);
  fill(state.paymentMethods, paymentMethodFields);
  fill(state.checkoutSessions, checkoutSessionFields);
  fill(state.portalSessions, portalSessionFields);
  fill(state.subscriptions, subscriptionFields);
  fill(state.invoices, invoiceFields);
  fill(state.charges, chargeFields);
  fill(state.refunds, refundFields);
  fill(state.disputes, disputeFields);
  for (const session of Object.values(state.checkoutSessions)) {
    if ((session.ui_mode as string) === 'hosted') session.ui_mode = 'hosted_page';
  }
  for (const subscription of Object.values(state.subscriptions)) {
    const old = subscription as Partial<Record<'current_period_start' | 'current_period_end', number>>;
    delete old.current_period_start;
    delete old.current_period_end;
    delete (subscription.items as { total_count?: number }).total_count;
    subscription.items.data = subscription.items.data.map((item) => ({ ...subscriptionItemFields(item.price), ...item }));
  }
  for (const invoice of Object.values(state.invoices)) {
    delete (invoice as { subscription?: string }).subscription;
    delete (invoice.lines as { total_count?: number }).total_count;
  }
  return state;
}
