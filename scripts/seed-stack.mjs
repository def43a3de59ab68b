// Seeds the stack's store (what `npm start` shows at once) and sweeps what has expired, creating
// only what is missing. The stack runs it once its emulators answer; `node scripts/seed-stack.mjs
// DATA_DIR` runs it alone, against FIRESTORE_EMULATOR_HOST or the SQLite file in DATA_DIR.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openStackDocs } from './stack-docs.mjs';
import { seedDocuments } from './seed-documents.mjs';
import { seedPhotos } from './seed-photos.mjs';
import { seedAnalytics } from './seed-analytics.mjs';
import { seedDemoConversation } from './seed-demo-conversation.mjs';
import { sweepLocalStore } from './local-retention.mjs';
import { root } from './lib.mjs';

/**
 * Written last, naming the stack's run (BELA_STACK_RUN): /api/health says `ready: true` once it
 * reads its own run here (functions/src/stores/seed-markers.ts), so a marker an earlier run left
 * in the store never passes for this one's.
 */
export const STACK_SEED_MARKER = 'seedMarkers/stack';

export async function seedStack(dataDir) {
  const docs = openStackDocs(dataDir);
  try {
    const seeded = await seedDocuments(docs);
    if (seeded > 0) console.log(`Seeded ${seeded} document(s)`);
    const photos = await seedPhotos(docs, dataDir);
    if (photos > 0) console.log(`Seeded ${photos} sample photo(s) into the gallery`);
    const events = await seedAnalytics(docs);
    if (events > 0) console.log(`Seeded ${events} sample analytics event(s) over 30 days`);
    if ((await seedDemoConversation(docs)) > 0) console.log('Seeded a short conversation for the demo user');
    const swept = await sweepLocalStore(docs);
    if (swept.events + swept.rateLimits + swept.stripeEvents > 0) console.log('Retention sweep:', swept);
    await docs.set(STACK_SEED_MARKER, { run: process.env.BELA_STACK_RUN ?? null, finishedAt: new Date() });
  } finally {
    await docs.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dataDir = path.resolve(root, process.argv[2] ?? '.local');
  seedStack(dataDir).catch((error) => {
    console.error('Seeding the stack failed:', error);
    process.exit(1);
  });
}
