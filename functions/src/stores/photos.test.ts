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
  it('pages newest first, across the index chunks, with the total', async () => {
    expect(await ids(0, 3)).toEqual([id(1202), id(1201), id(1200)]);
    expect(await ids(700, 4)).toEqual([id(502), id(501), id(500), id(499)]);
    expect(await ids(1201, 15)).toEqual([id(1), id(0)]);
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
    expect(await ids(601, 3)).toEqual([id(601), id(599), id(598)]);
    expect((await photos.page(0, 1)).total).toBe(TOTAL - 1);
    expect(await photos.remove(id(600))).toBeNull();
    await photos.add('p-new', record('p-new'));
    expect(await ids(0, 2)).toEqual(['p-new', id(1202)]);
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
    expect(await ids(0, 3)).toEqual([id(3), 'p-fill', 'p-later']);
    expect(await photos.move(id(3), 2)).toBe(2);
    expect(await ids(0, 4)).toEqual(['p-fill', 'p-later', id(3), 'p-new']);
    expect(await photos.move('p-fill', 10_000)).toBe(total - 1);
    expect(await ids(total - 2, 5)).toEqual([id(0), 'p-fill']);
    expect(await photos.move('missing', 0)).toBeNull();
    expect((await photos.page(0, 1)).total).toBe(total);
    const all: string[] = [];
    for (let offset = 0; offset < total; offset += 50) all.push(...(await ids(offset, 50)));
    expect(new Set(all).size).toBe(total);
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
