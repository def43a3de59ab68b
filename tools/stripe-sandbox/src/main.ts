/**
 * Runs the Stripe sandbox until Ctrl+C:
 *   node --import tsx tools/stripe-sandbox/src/main.ts
 * Settings come from the environment (see environment.ts and the README).
 */
import { optionsFromEnvironment } from './environment';
import { LOCAL_WEBHOOK_SECRET } from './local-secret';
import { startSandbox } from './sandbox';

const options = optionsFromEnvironment();
const sandbox = await startSandbox({ ...options, log: (line) => console.log(line) });

const secret = sandbox.webhookSecret === LOCAL_WEBHOOK_SECRET ? `${LOCAL_WEBHOOK_SECRET} (local default)` : 'STRIPE_WEBHOOK_SECRET';
console.log(`Stripe sandbox listening on ${sandbox.url}
  SDK:       new Stripe('sk_test_…', { host: '127.0.0.1', port: ${sandbox.port}, protocol: 'http' })
  Webhooks:  ${sandbox.webhookUrl ?? 'not sent (STRIPE_SANDBOX_WEBHOOK_URL is empty)'}, signed with ${secret}
  State:     ${options.stateFile}
  Clock:     npm run stripe -- advance <days>`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1); // a second Ctrl+C does not wait
    stopping = true;
    sandbox.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
