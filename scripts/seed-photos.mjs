// Fills an empty local gallery with sample photos the project draws itself: sixteen evening
// landscapes rendered from SVG by sharp, then run through the real upload pipeline (the compiled
// functions), so they carry the same three variants and records as an admin's uploads.
import path from 'node:path';
import { createRequire } from 'node:module';
import { root } from './lib.mjs';

const SAMPLE_COUNT = 16;
const WIDTH = 1200;
const HEIGHT = 800;

const palettes = [
  ['#1d2b64', '#f8cdda', '#f9d976'], ['#0f2027', '#2c5364', '#ffd194'], ['#355c7d', '#c06c84', '#f8b195'],
  ['#134e5e', '#71b280', '#fdfc47'], ['#3a1c71', '#d76d77', '#ffaf7b'], ['#0b486b', '#f56217', '#ffe29f'],
  ['#232526', '#414345', '#e0eafc'], ['#41295a', '#2f0743', '#ff9a8b'],
];

/** A sky gradient, a sun, and three layers of hills, different for every index. */
function landscapeSvg(index) {
  const [sky, dusk, sun] = palettes[index % palettes.length];
  const seed = (n) => ((index + 1) * 9301 + n * 49297) % 233280 / 233280;
  const hill = (layer) => {
    const base = HEIGHT * (0.55 + layer * 0.12);
    const points = Array.from({ length: 7 }, (_, i) => `${(i * WIDTH) / 6},${Math.round(base - seed(layer * 10 + i) * 140)}`);
    const opacity = 0.55 + layer * 0.2;
    return `<polygon points="0,${HEIGHT} ${points.join(' ')} ${WIDTH},${HEIGHT}" fill="${sky}" fill-opacity="${opacity}"/>`;
  };
  const sunX = Math.round(WIDTH * (0.2 + seed(99) * 0.6));
  const sunY = Math.round(HEIGHT * (0.3 + seed(98) * 0.2));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${dusk}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <circle cx="${sunX}" cy="${sunY}" r="${70 + Math.round(seed(97) * 60)}" fill="${sun}" fill-opacity="0.9"/>
    ${[0, 1, 2].map(hill).join('')}
  </svg>`;
}

/** Adds the sample photos when the gallery is empty; returns how many were added. */
export async function seedPhotos(docs, dataDir) {
  const require = createRequire(import.meta.url);
  const lib = (file) => require(path.join(root, 'functions/lib', file));
  const sharp = require(require.resolve('sharp', { paths: [path.join(root, 'functions')] }));
  const { LocalBlobStore } = lib('drivers/local-blob-store.js');
  const { PhotoStore } = lib('stores/photos.js');
  const { processImage } = lib('features/gallery/image-pipeline/process-image.js');
  const { newPhotoId } = lib('features/gallery/image-pipeline/photo-id.js');
  const { storeUpload } = lib('features/gallery/photo-library.js');
  const photos = new PhotoStore(docs);
  if ((await photos.page(0, 1)).total > 0) return 0;
  // Only put and deletePrefix are used here: the signing key matters to URLs, which the API mints.
  const blobs = new LocalBlobStore({ root: path.join(dataDir, 'blobs'), signingKey: 'seed-only', urlBase: '/api/blobs' });
  const deps = { photos, blobs, logger: console, now: () => new Date() };
  for (let i = 0; i < SAMPLE_COUNT; i += 1) {
    const jpeg = await sharp(Buffer.from(landscapeSvg(i))).jpeg({ quality: 90 }).toBuffer();
    const name = `evening-${String(i + 1).padStart(2, '0')}.jpg`;
    const variants = await processImage(jpeg, 'jpeg', name);
    await storeUpload(deps, { id: newPhotoId(), originalName: name, variants }, 'seed-admin-0001');
  }
  return SAMPLE_COUNT;
}
