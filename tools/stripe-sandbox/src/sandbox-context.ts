/** What every route and billing step works with. */
import type { BillingClock } from './billing-clock';
import type { EventLog } from './events/event-log';
import type { Store } from './store';

export interface SandboxContext {
  store: Store;
  clock: BillingClock;
  events: EventLog;
  /** The origin the browser reaches the hosted pages at, e.g. http://127.0.0.1:12111. */
  publicUrl: string;
  /** The merchant's name on the pages ("← Back to Bela"). */
  businessName: string;
}
