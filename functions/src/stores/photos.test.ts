import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteDocStore } from '../drivers/sqlite-doc-store';
import { PhotoStore, type PhotoRecord } from './photos';

const dir = mkdtempSync(path.join(tmpdir(), 'bela-photos-'));
const docs = new SqliteDocStore({ file: path.join(dir, 'docs.sqlite'), indexes: [] });
const photos = new PhotoStore(docs);
const variant = (id: string) => ({ path: `photos/${id}/x.webp`, width: 1, height: 1, bytes: 1, contentType: 'image/webp' });
const record = (id: string): PhotoRecord => ({
  originalName: `${id}.jpg`,
  createdAt: new Date(),
  uploadedBy: 'admin',
  original: variant(id),
  thumbnail: variant(id),
  blurred: variant(id),
});
const id = (n: number) => `p${String(n).padStart(5, '0')}`;
const ids = async (offset: number, count: number) => (await photos.page(offset, count)).photos.map((p) => p.id);

// 1,203 photos: three index chunks of 500 and a fourth with 203, so pages cross chunk edges.
const TOTAL = 1_203;
beforeAll(async () => {
  for (let n = 0; n < TOTAL; n += 1) await photos.add(id(n), record(id(n)));
}, 60_000);
afterAll(async () => {
  await docs.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('PhotoStore', () => {
  it('pages in upload order (a new upload joins the end), across the index chunks, with the total', async () => {
    expect(await ids(0, 3)).toEqual([id(0), id(1), id(2)]);
    expect(await ids(498, 4)).toEqual([id(498), id(499), id(500), id(501)]);
    expect(await ids(1201, 15)).toEqual([id(1201), id(1202)]);
    expect(await ids(1203, 15)).toEqual([]);
    expect((await photos.page(0, 1)).total).toBe(TOTAL);
  });

  it('walks the whole gallery once, page by page', async () => {
    const seen: string[] = [];
    for (let offset = 0; offset < TOTAL; offset += 12) seen.push(...(await ids(offset, 12)));
    expect(seen).toHaveLength(TOTAL);
    expect(new Set(seen).size).toBe(TOTAL);
  });

  it('removes a photo and closes the gap, and knows a missing one', async () => {
    expect(await photos.remove(id(600))).toMatchObject({ originalName: `${id(600)}.jpg` });
    expect(await photos.get(id(600))).toBeNull();
    expect(await ids(599, 3)).toEqual([id(599), id(601), id(602)]);
    expect((await photos.page(0, 1)).total).toBe(TOTAL - 1);
    expect(await photos.remove(id(600))).toBeNull();
    await photos.add('p-new', record('p-new'));
    expect(await ids(TOTAL - 2, 2)).toEqual([id(1202), 'p-new']);
  });

  it('fills an empty curation slot on upload and never moves a chosen one', async () => {
    // The first upload filled the free slot, the first three the teasers; 1,200 later uploads changed nothing.
    expect(await photos.curation()).toEqual({ freePhotoId: id(0), teaserIds: [id(0), id(1), id(2)] });
    await photos.setCuration({ freePhotoId: id(700), teaserIds: [id(5), id(4), id(3)] });
    await photos.add('p-later', record('p-later'));
    expect(await photos.curation()).toEqual({ freePhotoId: id(700), teaserIds: [id(5), id(4), id(3)] });
    expect(await photos.setCuration({ freePhotoId: 'missing', teaserIds: [] })).toBeNull();
    expect((await photos.curation()).freePhotoId).toBe(id(700));
  });

  it('takes a deleted photo out of the curation, and the next upload fills the free slot', async () => {
    await photos.remove(id(700));
    await photos.remove(id(4));
    expect(await photos.curation()).toEqual({ freePhotoId: null, teaserIds: [id(5), id(3)] });
    await photos.add('p-fill', record('p-fill'));
    expect(await photos.curation()).toEqual({ freePhotoId: 'p-fill', teaserIds: [id(5), id(3), 'p-fill'] });
  });

  it('moves a photo to a position of the member order, across chunks, and knows a missing one', async () => {
    const total = (await photos.page(0, 1)).total;
    expect(await photos.move(id(3), 0)).toBe(0);
    expect(await ids(0, 3)).toEqual([id(3), id(0), id(1)]);
    expect(await photos.move(id(3), 2)).toBe(2);
    expect(await ids(0, 4)).toEqual([id(0), id(1), id(3), id(2)]);
    expect(await photos.move(id(0), 10_000)).toBe(total - 1);
    expect(await ids(total - 2, 5)).toEqual(['p-fill', id(0)]);
    expect(await photos.move('missing', 0)).toBeNull();
    expect((await photos.page(0, 1)).total).toBe(total);
    const all: string[] = [];
    for (let offset = 0; offset < total; offset += 50) all.push(...(await ids(offset, 50)));
    expect(new Set(all).size).toBe(total);
  });

  it('puts the free photo first for a member who has not paid, the rest in the admin order, page by page', async () => {
    const total = (await photos.page(0, 1)).total;
    const admin: string[] = [];
    for (let offset = 0; offset < total; offset += 50) admin.push(...(await ids(offset, 50)));
    // The free photo deep in the order (across a chunk edge), then moved: every page agrees.
    for (const free of [admin[777]!, admin[3]!, admin[total - 1]!]) {
      await photos.setCuration({ freePhotoId: free, teaserIds: [] });
      const seen: string[] = [];
      const first = await photos.pageFreeFirst(0, 15);
      seen.push(...first.photos.map((p) => p.id));
      for (let offset = 15; offset < total; offset += 12) seen.push(...(await photos.pageFreeFirst(offset, 12)).photos.map((p) => p.id));
      expect(seen).toEqual([free, ...admin.filter((other) => other !== free)]);
    }
    await photos.move(admin[total - 1]!, 600);
    const moved = [...admin.slice(0, total - 1)];
    moved.splice(600, 0, admin[total - 1]!);
    expect((await photos.pageFreeFirst(0, 2)).photos.map((p) => p.id)).toEqual([admin[total - 1], moved[0]]);
    expect((await photos.pageFreeFirst(600, 2)).photos.map((p) => p.id)).toEqual([moved[599], moved[601]]);
  });

  it('keeps a title and caption, and knows a missing photo', async () => {
    expect(await photos.describe(id(10), 'Harbour at dusk', 'Boats coming in.')).toMatchObject({ title: 'Harbour at dusk', caption: 'Boats coming in.' });
    expect(await photos.get(id(10))).toMatchObject({ title: 'Harbour at dusk', caption: 'Boats coming in.', originalName: `${id(10)}.jpg` });
    expect(await photos.describe('missing', 'x', null)).toBeNull();
  });

  it('keeps each index chunk to 500 ids, so no index document grows without bound', async () => {
    const chunks = (await docs.query<{ ids: string[] }>({ collection: 'galleryIndex' })).filter((doc) => doc.id.startsWith('chunk-'));
    const sizes = chunks.map((doc) => doc.data.ids.length);
    expect(Math.max(...sizes)).toBe(500);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe((await photos.page(0, 1)).total);
    expect(chunks).toHaveLength(Math.ceil((await photos.page(0, 1)).total / 500));
  });
});

describe('PhotoStore over a gallery from before (its order held back to front)', () => {
  it('reads it in the order members saw, and its first upload rewrites it front to back with the new photo last', async () => {
    const legacyDir = mkdtempSync(path.join(tmpdir(), 'bela-photos-legacy-'));
    const legacy = new SqliteDocStore({ file: path.join(legacyDir, 'docs.sqlite'), indexes: [] });
    try {
      const store = new PhotoStore(legacy);
      for (const n of [1, 2, 3]) await legacy.set(`photos/${id(n)}`, record(id(n)));
      // Before: the last id of the last chunk was the first shown.
      await legacy.set('galleryIndex/chunk-0', { ids: [id(1), id(2), id(3)] });
      await legacy.set('galleryIndex/meta', { total: 3 });
      await legacy.set('galleryIndex/curation', { freePhotoId: id(3), teaserIds: [id(3), id(2), id(1)] });
      const order = async () => (await store.page(0, 10)).photos.map((p) => p.id);
      expect(await order()).toEqual([id(3), id(2), id(1)]);
      await store.add('p-new', record('p-new'));
      expect(await order()).toEqual([id(3), id(2), id(1), 'p-new']);
      expect((await legacy.get<{ ids: string[] }>('galleryIndex/chunk-0'))?.data.ids).toEqual([id(3), id(2), id(1), 'p-new']);
      expect((await store.pageFreeFirst(0, 10)).photos.map((p) => p.id)).toEqual([id(3), id(2), id(1), 'p-new']);
    } finally {
      await legacy.close();
      rmSync(legacyDir, { recursive: true, force: true });
    }
  });
});
