/**
 * The upload half of bench/upload.bench.ts, in a process of its own: every file in the folder goes
 * through the pipeline as one multipart request, as the web client sends them, the records on the
 * driver named second (`sqlite`, or `firestore` on FIRESTORE_EMULATOR_HOST). Prints one JSON line.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseUploadBody } from '../functions/src/features/gallery/image-pipeline/parse-multipart';
import { processUpload } from '../functions/src/features/gallery/image-pipeline/run-pipeline';
import { imagePart, multipartBody } from '../functions/src/features/gallery/image-pipeline/test-support/multipart-body';
import { storeUpload } from '../functions/src/features/gallery/photo-library';
import { workspace } from './upload-workspace';

async function main() {
  const folder = process.argv[2]!;
  const { dir, docs, deps } = await workspace(process.argv[3] === 'firestore' ? 'firestore' : 'sqlite');
  const startRssMb = Math.round(process.memoryUsage().rss / 1_048_576);
  const started = process.hrtime.bigint();
  let stored = 0;
  for (const name of readdirSync(folder).sort()) {
    // Read per request, as a function instance receives one request's body at a time.
    const { body, contentType } = multipartBody([imagePart(name, readFileSync(path.join(folder, name)))]);
    const parsed = await parseUploadBody(body, contentType);
    const result = await processUpload(parsed.files, { store: (upload) => storeUpload(deps, upload, 'bench-admin') });
    stored += result.files.length;
  }
  const totalMs = Math.round(Number(process.hrtime.bigint() - started) / 1e6);
  await docs.close();
  rmSync(dir, { recursive: true, force: true });
  // maxRSS is the process's high-water mark, in kilobytes.
  console.log(JSON.stringify({ stored, totalMs, peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024), startRssMb }));
}

void main();
