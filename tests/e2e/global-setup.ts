import http from 'node:http';
import { PROJECT_ID, stackEmulatorAddress, waitForHttp } from '../../scripts/lib.mjs';
import { writeSpokenWav } from '../support/spoken-wav';

// Waits for the stack and warms the Functions emulator, which starts one worker process per
// concurrent request: a journey should not pay for a cold start (1.5 s or more on a busy machine).
// A whole run started about twelve (one run); started with the run, the workers come up
// beside the set-up's sign-ins instead of in the middle of the journeys. The warming requests go
// to the Functions emulator itself, each on a socket of its own (through Hosting's proxy, eight at
// once started only four workers), and are not waited for. Requests that race each other start
// fewer workers than there are requests, a different number each time: the rest start on demand.
const WARM_WORKERS = 12;

/** One health request straight to the Functions emulator, on a socket of its own. */
function warmOneWorker({ host, port }: { host: string; port: number }): Promise<void> {
  return new Promise((resolve, reject) => {
    http
      .get({ host, port, path: `/${PROJECT_ID}/us-central1/api/api/health`, agent: false }, (response) => {
        response.resume();
        response.on('end', () => (response.statusCode === 200 ? resolve() : reject(new Error(`health answered ${response.statusCode}`))));
      })
      .on('error', reject);
  });
}

export default async function globalSetup() {
  const base = process.env.BELA_BASE_URL ?? 'http://127.0.0.1:5000';
  // The voice journey's microphone, spoken beside the wait for the stack.
  const spoken = writeSpokenWav();
  await waitForHttp(`${base}/api/health`, 120_000);
  await spoken;
  // A stack elsewhere (BELA_BASE_URL) is warmed by its own traffic.
  if (process.env.BELA_BASE_URL) return;
  const functions = stackEmulatorAddress('functions');
  for (let i = 0; i < WARM_WORKERS; i += 1) {
    warmOneWorker(functions).catch((error: Error) => console.warn(`Warming the Functions emulator: ${error.message}`));
  }
}
