// Load for the track-visit benchmark: `node track-visit-load.mjs URL REQUESTS CONCURRENCY`. Warms
// up, then sends REQUESTS visits over CONCURRENCY connections and prints the latencies as JSON.
const [url, requests, concurrency] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4])];
const headers = {
  'content-type': 'application/json',
  'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};
const body = JSON.stringify({ page: '/', sessionId: 'bench' });

async function send() {
  const started = process.hrtime.bigint();
  const response = await fetch(url, { method: 'POST', headers, body });
  await response.arrayBuffer();
  if (response.status !== 201) throw new Error(`track-visit answered ${response.status}`);
  return Number(process.hrtime.bigint() - started) / 1e6;
}

for (let i = 0; i < 300; i += 1) await send();
const latencies = [];
let next = 0;
const started = process.hrtime.bigint();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < requests) {
      next += 1;
      latencies.push(await send());
    }
  }),
);
process.stdout.write(JSON.stringify({ seconds: Number(process.hrtime.bigint() - started) / 1e9, latencies }));
