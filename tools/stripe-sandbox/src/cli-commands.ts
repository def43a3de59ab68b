/**
 * The sandbox's command line, talking to a running sandbox over HTTP (see cli.ts for the entry):
 *   advance <days> | advance --seconds <n>   move the clock on; renewals and endings happen
 *   clock                                    the sandbox time
 *   events [type]                            recent events and how their delivery went
 *   redeliver <evt_…>                        send an event again
 *   card <sub_…> <card number>               save a test card on a subscription
 *   pause <sub_…> [behavior] | resume <sub_…> pause or resume a subscription's collection
 *   refund <ch_…|cus_…> [cents]              refund a charge (a customer's latest), all or part
 *   dispute <ch_…|cus_…> [reason]            the cardholder disputes a charge (a chargeback)
 *   reset                                    forget everything
 */
interface CliIo {
  baseUrl: string;
  print: (line: string) => void;
}

interface DeliveryRecord {
  event: { id: string; type: string; created: number };
  delivery: { status: string; attempts: number; last_error: string | null };
}

export const USAGE = `Usage: npm run stripe -- <command>
  advance <days>              move the sandbox clock forward (e.g. 31, or 0.5)
  advance --seconds <n>       the same, in seconds
  clock                       show the sandbox time
  events [type]               recent events and their delivery status
  redeliver <evt_id>          send an event to the webhook again
  card <sub_id> <number>      save a test card on a subscription (4000000000000341: renewals fail)
  pause <sub_id> [behavior]   pause the subscription's collection (void, keep_as_draft, mark_uncollectible)
  resume <sub_id>             resume it
  refund <ch_id|cus_id> [cents]   refund a charge (or a customer's latest), all of it or the amount given
  dispute <ch_id|cus_id> [reason] the cardholder disputes a charge (default reason: fraudulent)
  reset                       forget all customers, subscriptions and events
The sandbox's port comes from STRIPE_SANDBOX_PORT (default 12111).`;

async function call(io: CliIo, method: 'GET' | 'POST', path: string, body?: object): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${io.baseUrl}${path}`, {
      method,
      headers: body ? { 'Content-Type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch {
    throw new Error(
      `No Stripe sandbox answers at ${io.baseUrl}. Start it with: node --import tsx tools/stripe-sandbox/src/main.ts`,
    );
  }
  const answer = (await response.json()) as { error?: { message: string } };
  if (!response.ok) throw new Error(answer.error?.message ?? `HTTP ${response.status}`);
  return answer;
}

const summaryLine = (label: string, ids: string[]) => (ids.length ? `  ${label}: ${ids.join(', ')}` : null);

async function advance(io: CliIo, args: string[]): Promise<void> {
  const [first, second] = args;
  const body = first === '--seconds' ? { seconds: Number(second) } : { days: Number(first) };
  const amount = Object.values(body)[0]!;
  if (!Number.isFinite(amount) || amount <= 0) throw new Error(`Expected a positive number.\n${USAGE}`);
  const answer = (await call(io, 'POST', '/_sandbox/clock/advance', body)) as {
    iso: string;
    renewed: string[];
    paymentFailed: string[];
    ended: string[];
    resumed: string[];
    expiredSessions: string[];
  };
  io.print(`Sandbox clock is now ${answer.iso}`);
  const lines = [
    summaryLine('renewed', answer.renewed),
    summaryLine('renewal payment failed', answer.paymentFailed),
    summaryLine('ended', answer.ended),
    summaryLine('collection resumed', answer.resumed),
    summaryLine('checkout sessions expired', answer.expiredSessions),
  ].filter((line): line is string => line !== null);
  io.print(lines.length ? lines.join('\n') : '  nothing came due');
}

async function listEvents(io: CliIo, type: string | undefined): Promise<void> {
  const query = type ? `?type=${encodeURIComponent(type)}&limit=50` : '?limit=50';
  const answer = (await call(io, 'GET', `/_sandbox/events${query}`)) as { data: DeliveryRecord[] };
  if (answer.data.length === 0) io.print('No events yet.');
  for (const { event, delivery } of [...answer.data].reverse()) {
    const when = new Date(event.created * 1000).toISOString();
    const problem = delivery.last_error ? ` (${delivery.last_error})` : '';
    io.print(`${when}  ${event.id}  ${event.type.padEnd(36)} ${delivery.status}, ${delivery.attempts} attempt(s)${problem}`);
  }
}

/** Runs one command; returns the process exit code. */
export async function runCli(args: string[], io: CliIo): Promise<number> {
  const [command, ...rest] = args;
  try {
    if (command === 'advance') await advance(io, rest);
    else if (command === 'clock') io.print(((await call(io, 'GET', '/_sandbox/clock')) as { iso: string }).iso);
    else if (command === 'events') await listEvents(io, rest[0]);
    else if (command === 'redeliver' && rest[0]) {
      await call(io, 'POST', `/_sandbox/events/${encodeURIComponent(rest[0])}/redeliver`);
      io.print(`Queued ${rest[0]} for delivery.`);
    } else if (command === 'card' && rest[0] && rest[1]) {
      const subscription = (await call(io, 'POST', `/_sandbox/subscriptions/${encodeURIComponent(rest[0])}/card`, {
        number: rest[1],
      })) as { id: string; status: string };
      io.print(`Saved the card on ${subscription.id} (status: ${subscription.status}).`);
    } else if ((command === 'pause' || command === 'resume') && rest[0]) {
      const body = command === 'pause' && rest[1] ? { behavior: rest[1] } : {};
      await call(io, 'POST', `/_sandbox/subscriptions/${encodeURIComponent(rest[0])}/${command}`, body);
      io.print(command === 'pause' ? `Paused collection on ${rest[0]}.` : `Resumed collection on ${rest[0]}.`);
    } else if (command === 'refund' && rest[0]) {
      const amount = rest[1] === undefined ? undefined : Number(rest[1]);
      if (amount !== undefined && (!Number.isInteger(amount) || amount <= 0)) throw new Error(`Expected an amount in cents.\n${USAGE}`);
      const answer = (await call(io, 'POST', `/_sandbox/charges/${encodeURIComponent(rest[0])}/refund`, amount ? { amount } : {})) as {
        refund: { id: string; amount: number };
        charge: { id: string; amount: number; amount_refunded: number };
      };
      const { refund, charge } = answer;
      io.print(`Refunded ${refund.amount} of ${charge.id} (${charge.amount_refunded} of ${charge.amount} refunded): ${refund.id}.`);
    } else if (command === 'dispute' && rest[0]) {
      const answer = (await call(io, 'POST', `/_sandbox/charges/${encodeURIComponent(rest[0])}/dispute`, rest[1] ? { reason: rest[1] } : {})) as {
        dispute: { id: string; reason: string };
        charge: { id: string };
      };
      io.print(`Disputed ${answer.charge.id} (${answer.dispute.reason}): ${answer.dispute.id}.`);
    } else if (command === 'reset') {
      await call(io, 'POST', '/_sandbox/reset');
      io.print('The sandbox forgot everything.');
    } else {
      io.print(USAGE);
      return command === undefined || command === 'help' || command === '--help' ? 0 : 2;
    }
    return 0;
  } catch (error) {
    io.print((error as Error).message);
    return 1;
  }
}
