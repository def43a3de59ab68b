/**
 * DocStore on SQLite: how one page of a large collection, a deep cursor page, a count, an ordered
 * array-contains page on a rare value with a count of a common one, and a burst of concurrent
 * transactions cost as the collection grows. Figures go to bench/results/docstore.json.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// The SQLite driver is what is measured, on indexes of the bench's own: built here, not by the composition root.
import { SqliteDocStore } from '../functions/src/drivers/sqlite-doc-store';
import { median, timeMany } from './measure';

const SIZES = [2_000, 20_000, 50_000];
const RUNS = 200;

async function benchSize(size: number) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bela-bench-'));
  const store = new SqliteDocStore({
    file: path.join(dir, 'docs.sqlite'),
    indexes: [
      {
        collectionGroup: 'messages',
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'owner', order: 'ASCENDING' },
          { fieldPath: 'createdAt', order: 'DESCENDING' },
        ],
      },
      {
        collectionGroup: 'messages',
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'words', arrayConfig: 'CONTAINS' },
          { fieldPath: 'createdAt', order: 'DESCENDING' },
        ],
      },
    ],
  });
  const collection = 'bench/b1/messages';
  const start = Date.UTC(2026, 0, 1);
  for (let i = 0; i < size; i += 500) {
    await store.batch((ops) => {
      for (let j = i; j < Math.min(size, i + 500); j += 1) {
        // Every message has 'common'; one in a thousand also has 'rare'.
        const words = j % 1_000 === 0 ? ['common', 'rare'] : ['common', `w${j}`];
        ops.create(`${collection}/m${j}`, { owner: j % 2 ? 'a' : 'b', createdAt: new Date(start + j * 1000), text: `message ${j}`, words });
      }
    });
  }
  const page = { collection, where: [{ field: 'owner', op: '==' as const, value: 'a' }], orderBy: [{ field: 'createdAt', direction: 'desc' as const }], limit: 20 };
  await store.query(page); // first run of a shape builds its index
  const firstPage = await timeMany(RUNS, () => store.query(page));
  const deepCursor = `m${size - 1 - 2 * Math.floor(size / 4)}`;
  const deepPage = await timeMany(RUNS, () => store.query({ ...page, startAfter: deepCursor }));
  const count = await timeMany(RUNS, () => store.count({ collection, where: page.where }));
  const rare = { collection, where: [{ field: 'words', op: 'array-contains' as const, value: 'rare' }], orderBy: [{ field: 'createdAt', direction: 'desc' as const }], limit: 5 };
  await store.query(rare); // builds the array index
  const rarePage = await timeMany(RUNS, () => store.query(rare));
  const commonCount = await timeMany(RUNS, () => store.count({ collection, where: [{ field: 'words', op: 'array-contains', value: 'common' }] }));

  await store.set('bench/counter', { n: 0 });
  const burst = await timeMany(10, () =>
    Promise.all(
      Array.from({ length: 20 }, () =>
        store.transaction(async (tx) => {
          const doc = await tx.get<{ n: number }>('bench/counter');
          tx.update('bench/counter', { n: (doc?.data.n ?? 0) + 1 });
        }),
      ),
    ),
  );
  const counter = await store.get<{ n: number }>('bench/counter');
  await store.close();
  rmSync(dir, { recursive: true, force: true });
  return {
    documents: size,
    firstPageMs: median(firstPage),
    deepCursorPageMs: median(deepPage),
    countMs: median(count),
    arrayContainsRarePageMs: median(rarePage),
    arrayContainsCommonCountMs: median(commonCount),
    twentyConcurrentTransactionsMs: median(burst),
    counterAfterBursts: counter?.data.n,
  };
}

const results = [];
for (const size of SIZES) results.push(await benchSize(size));
const out = { bench: 'docstore-sqlite', runs: RUNS, node: process.version, at: new Date().toISOString(), results };
writeFileSync(path.join(import.meta.dirname, 'results', 'docstore.json'), `${JSON.stringify(out, null, 2)}\n`);
console.table(results);
