/**
 * The upload pipeline and the gallery pages. Ten JPEGs of about 10 MB each (photographic noise, the
 * hardest kind to compress) go through the real pipeline, one request per file as the web client
 * sends them: multipart parsing, type detection, decoding and three re-encoded variants, stored on
 * the local BlobStore and SQLite DocStore. Then one page of /images/photos is timed over 100 and
 * 10,000 photos. Both again with the records on the Firestore driver against the emulator
 * (FIRESTORE_EMULATOR_HOST's, or one the bench starts). Figures go to bench/results/upload.json
 * (Firestore under `firestore`).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { photoPage } from '../functions/src/features/gallery/photo-library';
import { UPLOAD_MAX_BYTES } from '@bela/contracts/constants';
import type { DocStore } from '../functions/src/ports/doc-store';
import { firestoreEmulator } from './firestore-emulator';
import { median, timeMany } from './measure';
import { workspace } from './upload-workspace';

const FILES = 10;
const PAGE_RUNS = 50;

/** A noisy JPEG just under the 10 MB limit. */
async function tenMegabyteJpeg(seed: number): Promise<Buffer> {
  const [width, height] = [4000, 3000];
  const pixels = Buffer.alloc(width * height * 3);
  let x = seed * 2654435761;
  for (let i = 0; i < pixels.length; i += 1) {
    x = (x * 1103515245 + 12345) >>> 0;
    pixels[i] = (x >>> 16) & 0xff;
  }
  let quality = 92;
  for (;;) {
    const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality }).toBuffer();
    if (jpeg.length <= UPLOAD_MAX_BYTES) return jpeg;
    quality -= 3;
  }
}

/**
 * The upload runs in a child process of its own (bench/upload-worker.ts), so its peak memory is
 * the pipeline's alone: the kernel's high-water mark of that process, not a sampled guess.
 */
async function benchUpload(driver: DocStore['driver']) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bela-bench-files-'));
  const sizes: number[] = [];
  for (let i = 0; i < FILES; i += 1) {
    const jpeg = await tenMegabyteJpeg(i + 1);
    sizes.push(Math.round((jpeg.length / 1_048_576) * 100) / 100);
    writeFileSync(path.join(dir, `photo-${i}.jpg`), jpeg);
  }
  const output = execFileSync(process.execPath, ['--import', 'tsx', path.join('bench', 'upload-worker.ts'), dir, driver], { encoding: 'utf8' });
  rmSync(dir, { recursive: true, force: true });
  const worker = JSON.parse(output.trim().split('\n').pop()!) as { stored: number; totalMs: number; peakRssMb: number; startRssMb: number };
  return { files: FILES, megabytesEach: sizes, ...worker, targets: { totalMs: 10_000, peakRssMb: 600 } };
}

async function benchPages(count: number, driver: DocStore['driver']) {
  const { dir, docs, deps } = await workspace(driver);
  const variant = (id: string, name: string) => ({ path: `photos/${id}/${name}.webp`, width: 480, height: 320, bytes: 1000, contentType: 'image/webp' });
  for (let i = 0; i < count; i += 1) {
    const id = `p${String(i).padStart(6, '0')}`;
    await deps.photos.add(id, {
      originalName: `${id}.jpg`,
      createdAt: new Date(Date.UTC(2026, 0, 1) + i * 1000),
      uploadedBy: 'bench',
      original: variant(id, 'original'),
      thumbnail: variant(id, 'thumbnail'),
      blurred: variant(id, 'blurred'),
    });
  }
  const firstPage = await timeMany(PAGE_RUNS, () => photoPage(deps, 1, 15, false));
  const laterPage = await timeMany(PAGE_RUNS, () => photoPage(deps, 5, 12, true));
  await docs.close();
  rmSync(dir, { recursive: true, force: true });
  return { photos: count, firstPageMs: median(firstPage), fifthPageMs: median(laterPage) };
}

async function measure(driver: DocStore['driver']) {
  const upload = await benchUpload(driver);
  console.log(driver, 'upload', upload);
  const pages = [await benchPages(100, driver), await benchPages(10_000, driver)];
  console.log(driver, 'pages', pages);
  return { upload, photosPage: { pages, ratio10kTo100: Math.round((pages[1]!.firstPageMs / pages[0]!.firstPageMs) * 100) / 100, target: 'flat' } };
}

async function main() {
  const sqlite = await measure('sqlite');
  const emulator = await firestoreEmulator();
  const firestore =
    'unavailable' in emulator ? { skipped: emulator.unavailable } : { emulator: emulator.source, ...(await measure('firestore').finally(() => emulator.stop())) };
  const result = {
    measuredAt: new Date().toISOString(),
    machine: `${process.platform} ${process.arch}, node ${process.version}`,
    ...sqlite,
    firestore,
  };
  writeFileSync(new URL('./results/upload.json', import.meta.url), `${JSON.stringify(result, null, 2)}\n`);
}

void main();
