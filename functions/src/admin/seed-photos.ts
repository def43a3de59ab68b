/**
 * Fills an empty local gallery with sample photos the project draws itself: sixteen evening
 * landscapes rendered from SVG by sharp, then run through the real upload pipeline, so they carry
 * the same three variants and records as an admin's uploads. Each gets a real title and caption,
 * and the gallery starts curated: a chosen free photo and three teasers.
 */
import sharp from 'sharp';
import type { StoreServices } from '../store-services';
import { processImage } from '../features/gallery/image-pipeline/process-image';
import { newPhotoId } from '../features/gallery/image-pipeline/photo-id';
import { storeUpload } from '../features/gallery/photo-library';

const SAMPLE_COUNT = 16;
const WIDTH = 1200;
const HEIGHT = 800;
/** The seeded admin (emulator-data/documents.json), named as the uploader. */
const SEED_ADMIN_UID = 'seed-admin-0001';

const palettes: readonly (readonly [string, string, string])[] = [
  ['#1d2b64', '#f8cdda', '#f9d976'], ['#0f2027', '#2c5364', '#ffd194'], ['#355c7d', '#c06c84', '#f8b195'],
  ['#134e5e', '#71b280', '#fdfc47'], ['#3a1c71', '#d76d77', '#ffaf7b'], ['#0b486b', '#f56217', '#ffe29f'],
  ['#232526', '#414345', '#e0eafc'], ['#41295a', '#2f0743', '#ff9a8b'],
];

/** What members see of each sample: its title and caption (never the file name). */
const descriptions: readonly (readonly [string, string])[] = [
  ['Harbour at dusk', 'The last boats come home as the lights go on along the quay.'],
  ['Hills after rain', 'Three ridges fading into a washed, pale sky.'],
  ['Late sun over the valley', 'A low sun warming the slopes before it slips away.'],
  ['Golden meadow', 'Long grass catching the last of the light.'],
  ['Violet evening', 'The sky turns to lilac over the quiet hills.'],
  ['Fire on the horizon', 'An orange sunset burning behind the far ridge.'],
  ['Moonrise in grey', 'A cool, still evening with the moon coming up.'],
  ['Rose-coloured twilight', 'Soft pinks settling over the darkening valley.'],
  ['Blue hour', 'The moment between sunset and night.'],
  ['Sea of hills', 'Ridge after ridge rolling toward the light.'],
  ['Warm glow', 'A lazy sun resting on the hilltops.'],
  ['Summer evening', 'The air still warm as the colours deepen.'],
  ['Amber sky', 'Honey-coloured light spilling over the land.'],
  ['Quiet ridge', 'Nothing but the hills and a slow sunset.'],
  ['Evening walk', 'The view from the top of the path, just before dark.'],
  ['First star', 'The sun is gone and the first star shows.'],
];

/** A sky gradient, a sun, and three layers of hills, different for every index. */
export function landscapeSvg(index: number): string {
  const [sky, dusk, sun] = palettes[index % palettes.length]!;
  const seed = (n: number) => (((index + 1) * 9301 + n * 49297) % 233280) / 233280;
  const hill = (layer: number) => {
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

export type SeedPhotosDeps = Pick<StoreServices, 'photos' | 'blobs' | 'logger' | 'now'>;

/** Adds the sample photos when the gallery is empty; returns how many were added. */
export async function seedPhotos(deps: SeedPhotosDeps): Promise<number> {
  const { photos } = deps;
  if ((await photos.page(0, 1)).total > 0) return 0;
  const ids: string[] = [];
  for (let i = 0; i < SAMPLE_COUNT; i += 1) {
    const jpeg = await sharp(Buffer.from(landscapeSvg(i))).jpeg({ quality: 90 }).toBuffer();
    const name = `evening-${String(i + 1).padStart(2, '0')}.jpg`;
    const variants = await processImage(jpeg, 'jpeg', name);
    const id = newPhotoId();
    await storeUpload(deps, { id, originalName: name, variants }, SEED_ADMIN_UID);
    const [title, caption] = descriptions[i % descriptions.length]!;
    await photos.describe(id, title, caption);
    ids.push(id);
  }
  // Curated as an admin would: "Harbour at dusk" first in the gallery and free for everyone, three
  // others as the landing teasers.
  await photos.move(ids[0]!, 0);
  await photos.setCuration({ freePhotoId: ids[0]!, teaserIds: [ids[5]!, ids[2]!, ids[8]!] });
  return SAMPLE_COUNT;
}
