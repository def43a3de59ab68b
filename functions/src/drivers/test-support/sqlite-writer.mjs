// A separate OS process writing through the SQLite driver, for the multi-process contract test.
// Usage: node --import tsx sqlite-writer.mjs <file> <document path> <increments> <start at (epoch ms)>
// Waits until the start time so all writers overlap, then increments `n` transactionally and prints
// how many times its transaction functions ran (more than <increments> means it retried on conflicts).
import { setTimeout as sleep } from 'node:timers/promises';
import { SqliteDocStore } from '../sqlite-doc-store/index.ts';

const [file, path, increments, startAt] = process.argv.slice(2);
const store = new SqliteDocStore({ file, indexes: [] });
let runs = 0;

await sleep(Math.max(0, Number(startAt) - Date.now()));
for (let i = 0; i < Number(increments); i++) {
  await store.transaction(async (tx) => {
    runs++;
    const doc = await tx.get(path);
    await sleep(1); // widen the window between read and write so writers really contend
    tx.set(path, { n: (doc?.data.n ?? 0) + 1 }, { merge: true });
  });
}
await store.close();
process.stdout.write(JSON.stringify({ runs }));
