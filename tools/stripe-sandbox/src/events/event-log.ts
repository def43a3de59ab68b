/**
 * Records every change as a Stripe `event` (a snapshot of the object at that moment) and hands it
 * to webhook delivery. Events caused by an API call carry that call's request id and idempotency
 * key in `request`, as on Stripe; those caused by the pages or the clock carry nulls.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { BillingClock } from '../billing-clock';
import { newId } from '../ids';
import type { Store, EventRecord } from '../store';
import type { StripeEvent, StripeObject } from '../stripe-objects';
import { previousAttributes } from './previous-attributes';
import type { WebhookDelivery } from './webhook-delivery';

/** The API version of the installed SDK (a test keeps the two in step). */
export const API_VERSION = '2026-10-28.endive';

/** Events kept for GET /_sandbox/events and /v1/events; older ones are dropped. */
const MAX_EVENTS = 1_000;

type EventRequest = StripeEvent['request'];
const currentRequest = new AsyncLocalStorage<EventRequest>();

/** Runs `work` so that the events it emits name this API request. */
export const withApiRequest = <T>(request: EventRequest, work: () => T): T => currentRequest.run(request, work);

export interface EmitOptions {
  /** When it happened by the sandbox clock; now by default (the clock passes period ends). */
  at?: number;
}

export class EventLog {
  constructor(
    private readonly store: Store,
    private readonly clock: BillingClock,
    private readonly delivery: WebhookDelivery,
  ) {}

  emit(type: string, object: StripeObject, options: EmitOptions & { previous?: Record<string, unknown> } = {}): StripeEvent {
    const event: StripeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: options.at ?? this.clock.now(),
      data: {
        object: structuredClone(object),
        ...(options.previous ? { previous_attributes: options.previous } : {}),
      },
      livemode: false,
      pending_webhooks: 1,
      request: currentRequest.getStore() ?? { id: null, idempotency_key: null },
      type,
    };
    const record: EventRecord = {
      event,
      delivery: { status: 'pending', attempts: 0, last_attempt_at: null, last_response_status: null, last_error: null },
    };
    const events = this.store.state.events;
    events.push(record);
    if (events.length > MAX_EVENTS) events.splice(0, events.length - MAX_EVENTS);
    this.delivery.enqueue(record);
    if (record.delivery.status === 'skipped') event.pending_webhooks = 0;
    return event;
  }

  /**
   * Emits an update event for `after` with what changed since `before` (a copy taken before the
   * change); emits nothing when nothing changed, as Stripe does.
   */
  emitUpdate(type: string, before: StripeObject, after: StripeObject, options: EmitOptions = {}): StripeEvent | null {
    const previous = previousAttributes(before, after);
    return previous ? this.emit(type, after, { ...options, previous }) : null;
  }

  /** Queues an event's delivery again (e.g. after the webhook receiver was down). */
  redeliver(record: EventRecord): void {
    record.delivery.status = 'pending';
    this.delivery.enqueue(record);
  }

  find(id: string): EventRecord | undefined {
    return this.store.state.events.find((record) => record.event.id === id);
  }
}
