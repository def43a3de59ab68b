// Waits for the stack and warms the Functions emulator, which starts one worker process per
// concurrent request: the journeys should not pay for those cold starts. Their two browsers reach
// up to about eight requests at once (a page's reads side by side, a reply streaming).
const WARM_WORKERS = 8;

export default async function globalSetup() {
  const base = process.env.BELA_BASE_URL ?? 'http://127.0.0.1:5000';
  const deadline = Date.now() + 120_000;
  while (!(await fetch(`${base}/api/health`).then((r) => r.ok, () => false))) {
    if (Date.now() > deadline) throw new Error(`${base}/api/health did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await Promise.all(Array.from({ length: WARM_WORKERS }, () => fetch(`${base}/api/health`)));
}
