/**
 * A webhook endpoint for tests: records each delivery's raw body and headers, and answers with
 * the statuses it is told to (then 200), so that retries can be provoked.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedDelivery {
  body: string;
  headers: IncomingHttpHeaders;
  /** The event, parsed from the body. */
  event: {
    id: string;
    type: string;
    created: number;
    data: { object: { id: string; object: string; [field: string]: unknown }; previous_attributes?: Record<string, unknown> };
  };
}

export interface WebhookReceiver {
  url: string;
  deliveries: ReceivedDelivery[];
  /** The statuses to answer next, in order; 200 once they are used up. */
  answerWith(statuses: number[]): void;
  /** Deliveries answered 2xx, i.e. the events the app would have processed. */
  accepted(): ReceivedDelivery[];
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const deliveries: ReceivedDelivery[] = [];
  const acceptedDeliveries: ReceivedDelivery[] = [];
  let statuses: number[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const delivery = { body, headers: request.headers, event: JSON.parse(body) as ReceivedDelivery['event'] };
      deliveries.push(delivery);
      const status = statuses.shift() ?? 200;
      if (status < 300) acceptedDeliveries.push(delivery);
      response.writeHead(status, { 'Content-Type': 'application/json' }).end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/stripeWebhook`,
    deliveries,
    answerWith: (next) => {
      statuses = [...next];
    },
    accepted: () => acceptedDeliveries,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
