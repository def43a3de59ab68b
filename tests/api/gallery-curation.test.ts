/**
 * The curated gallery through the real app (issue 25): titles and captions instead of file names,
 * the admin's free photo and landing teasers, the admin's order, and the audit of every change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noisyJpeg } from '../../functions/src/features/gallery/image-pipeline/test-support/image-corpus';
import { imagePart, multipartBody } from '../../functions/src/features/gallery/image-pipeline/test-support/multipart-body';
import type { TestAccount } from '../support/auth-emulator';
import { startApi, type ApiHarness } from './api-harness';
import { member } from './chat-support';

interface Photo {
  id: string;
  title: string;
  caption: string | null;
  originalName?: string;
  locked: boolean;
  publicOriginalUrl?: string;
}

let api: ApiHarness;
let admin: TestAccount;
let trial: TestAccount;
let paid: TestAccount;
/** Uploaded as a.jpg, b.jpg, c.jpg, d.jpg in one request: the member order is then a, b, c, d (an upload joins the end). */
const ids: Record<string, string> = {};

async function upload(names: string[]) {
  const image = await noisyJpeg(24, 16);
  const { body, contentType } = multipartBody(names.map((name) => imagePart(name, image)));
  const response = await api.fetch('/images/upload', { method: 'POST', body: new Uint8Array(body), token: admin.idToken, headers: { 'content-type': contentType } });
  expect(response.status).toBe(201);
  const json = await response.json();
  for (const file of json.data.files as { originalName: string; id: string }[]) ids[file.originalName.replace('.jpg', '')] = file.id;
}

const page = async (account: TestAccount): Promise<Photo[]> => {
  const r = await api.post('/images/photos', { page: 1, limit: 15 }, { token: account.idToken });
  expect(r.status).toBe(200);
  return r.json.data.photos;
};
const order = async () => (await page(admin)).map((photo) => photo.id);
const name = (id: string) => Object.keys(ids).find((key) => ids[key] === id);
const auditEntries = async () => (await api.services.adminAudit.page(100)).entries;

beforeAll(async () => {
  api = await startApi();
  admin = await member(api);
  await api.services.docs.update(`users/${admin.uid}`, { role: 'admin' });
  trial = await member(api);
  paid = await member(api);
  await api.services.docs.update(`users/${paid.uid}`, { subscriptionStatus: 'active', paymentStatus: 'paid', subscriptionPeriodEnd: new Date(Date.now() + 30 * 86_400_000) });
  await upload(['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg']);
});
afterAll(() => api.close());

describe('a fresh gallery', () => {
  it('fills the empty slots on the first uploads: the first photo free, the first three teasers; members see no title until the admin gives one', async () => {
    const r = await api.get('/images/curation', { token: admin.idToken });
    expect(r.status).toBe(200);
    expect(r.json.data).toEqual({ freePhotoId: ids.a, teaserIds: [ids.a, ids.b, ids.c] });
    expect((await order()).map(name)).toEqual(['a', 'b', 'c', 'd']);
    expect((await page(trial)).every((photo) => photo.title === '' && photo.caption === null)).toBe(true);
    expect((await page(admin)).every((photo) => photo.title === 'Untitled photo')).toBe(true);
  });
});

describe('POST /images/update', () => {
  it("shows the admin's title and caption to members, never the file name", async () => {
    const r = await api.post('/images/update', { photoId: ids.b, title: '  Harbour at dusk ', caption: 'Boats coming home.' }, { token: admin.idToken });
    expect(r.status).toBe(200);
    expect(r.json.data).toEqual({ id: ids.b, title: 'Harbour at dusk', caption: 'Boats coming home.', shareable: false, tags: [] });
    for (const account of [trial, paid]) {
      const photos = await page(account);
      expect(photos.find((photo) => photo.id === ids.b)).toMatchObject({ title: 'Harbour at dusk', caption: 'Boats coming home.' });
      expect(photos.every((photo) => !('originalName' in photo))).toBe(true);
      for (const file of ['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg']) expect(JSON.stringify(photos)).not.toContain(file);
    }
    // The admin alone is sent the file names.
    expect((await page(admin)).find((photo) => photo.id === ids.b)).toMatchObject({ title: 'Harbour at dusk', originalName: 'b.jpg' });
    // An empty caption removes it.
    await api.post('/images/update', { photoId: ids.b, title: 'Harbour at dusk', caption: '' }, { token: admin.idToken });
    expect((await page(trial)).find((photo) => photo.id === ids.b)?.caption).toBeNull();
  });

  it('lets Bela share a photo in chat, with up to 8 tags of the fixed list (issue 42)', async () => {
    expect((await page(admin)).find((photo) => photo.id === ids.a)).toMatchObject({ shareable: false, tags: [] });
    const r = await api.post('/images/update', { photoId: ids.a, title: 'Beach morning', shareable: true, tags: ['beach', 'morning', 'café'] }, { token: admin.idToken });
    expect(r.status).toBe(200);
    expect(r.json.data).toEqual({ id: ids.a, title: 'Beach morning', caption: null, shareable: true, tags: ['beach', 'morning', 'café'] });
    expect(await api.services.photos.shareable()).toEqual([{ id: ids.a, tags: ['beach', 'morning', 'café'] }]);
    // Left out, they keep what they were; members are not sent them.
    await api.post('/images/update', { photoId: ids.a, title: 'Beach morning' }, { token: admin.idToken });
    expect((await page(admin)).find((photo) => photo.id === ids.a)).toMatchObject({ shareable: true, tags: ['beach', 'morning', 'café'] });
    expect((await page(trial)).find((photo) => photo.id === ids.a)).not.toHaveProperty('shareable');
    for (const tags of [['beach', 'disco'], ['beach', 'beach'], ['beach', 'city', 'home', 'café', 'nature', 'travel', 'morning', 'day', 'evening']]) {
      const refused = await api.post('/images/update', { photoId: ids.a, title: 'Beach morning', tags }, { token: admin.idToken });
      expect(refused.status).toBe(400);
      expect(refused.json.error.code).toBe('invalid-argument');
    }
    expect((await api.post('/images/update', { photoId: ids.a, title: 'Beach morning', shareable: 'yes' }, { token: admin.idToken })).status).toBe(400);
    await api.post('/images/update', { photoId: ids.a, title: 'Beach morning', shareable: false, tags: [] }, { token: admin.idToken });
    expect(await api.services.photos.shareable()).toEqual([]);
  });

  it('reads a record from before titles as untitled (no title for members)', async () => {
    const record = (await api.services.docs.get(`photos/${ids.d}`))!.data;
    const { title: _title, caption: _caption, ...old } = record;
    await api.services.docs.set(`photos/${ids.d}`, old);
    expect((await page(trial)).find((photo) => photo.id === ids.d)).toMatchObject({ title: '', caption: null });
  });

  it('refuses a bad title or caption (400) and an unknown photo (404)', async () => {
    for (const body of [{ photoId: ids.a, title: '   ' }, { photoId: ids.a, title: 'x'.repeat(81) }, { photoId: ids.a, title: 'Fine', caption: 'x'.repeat(301) }, { title: 'No id' }]) {
      expect((await api.post('/images/update', body, { token: admin.idToken })).status).toBe(400);
    }
    const missing = await api.post('/images/update', { photoId: 'no-such-photo', title: 'Anything' }, { token: admin.idToken });
    expect(missing.status).toBe(404);
    expect(missing.json.error).toEqual({ code: 'document-not-found', message: 'Photo not found.' });
  });
});

describe('POST /images/curation', () => {
  it('unlocks exactly the chosen free photo for a trial member, and shows it to them first (issue 42)', async () => {
    const r = await api.post('/images/curation', { freePhotoId: ids.c, teaserIds: [ids.d, ids.b, ids.a] }, { token: admin.idToken });
    expect(r.status).toBe(200);
    expect(r.json.data).toEqual({ freePhotoId: ids.c, teaserIds: [ids.d, ids.b, ids.a] });
    expect((await api.get('/images/curation', { token: admin.idToken })).json.data).toEqual({ freePhotoId: ids.c, teaserIds: [ids.d, ids.b, ids.a] });
    const photos = await page(trial);
    expect(photos.map((photo) => name(photo.id))).toEqual(['c', 'a', 'b', 'd']);
    expect(photos.filter((photo) => !photo.locked).map((photo) => photo.id)).toEqual([ids.c]);
    expect(photos.find((photo) => photo.id === ids.c)?.publicOriginalUrl).toBeTruthy();
    expect((await page(paid)).every((photo) => !photo.locked)).toBe(true);
    // A payer and the admin keep the admin's order.
    expect((await page(paid)).map((photo) => name(photo.id))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('gives the landing the teasers in the chosen order', async () => {
    const r = await api.get('/images/landing-preview?limit=3');
    expect(r.status).toBe(200);
    expect(r.json.success).toBe(true);
    expect(r.json.previewPhotos.map((photo: { id: string }) => photo.id)).toEqual([ids.d, ids.b, ids.a]);
    expect(Object.keys(r.json.previewPhotos[0]).sort()).toEqual(['blurredUrl', 'id']);
    const two = await api.get('/images/landing-preview?limit=2');
    expect(two.json.previewPhotos.map((photo: { id: string }) => photo.id)).toEqual([ids.d, ids.b]);
  });

  it('is not moved by an upload', async () => {
    await upload(['e.jpg']);
    expect((await api.get('/images/curation', { token: admin.idToken })).json.data).toEqual({ freePhotoId: ids.c, teaserIds: [ids.d, ids.b, ids.a] });
    const photos = await page(trial);
    expect(photos.map((photo) => name(photo.id))).toEqual(['c', 'a', 'b', 'd', 'e']);
    expect(photos.at(-1)).toMatchObject({ id: ids.e, locked: true, title: '' });
    expect(photos.filter((photo) => !photo.locked).map((photo) => photo.id)).toEqual([ids.c]);
  });

  it('wants three different teasers, and photos of the gallery', async () => {
    for (const teaserIds of [[ids.a, ids.b], [ids.a, ids.a, ids.b], [ids.a, ids.b, ids.c, ids.d]]) {
      const r = await api.post('/images/curation', { freePhotoId: ids.a, teaserIds }, { token: admin.idToken });
      expect(r.status).toBe(400);
    }
    expect((await api.post('/images/curation', { teaserIds: [ids.a, ids.b, ids.c] }, { token: admin.idToken })).status).toBe(400);
    for (const body of [
      { freePhotoId: 'no-such-photo', teaserIds: [ids.a, ids.b, ids.c] },
      { freePhotoId: ids.a, teaserIds: [ids.a, ids.b, 'no-such-photo'] },
    ]) {
      const r = await api.post('/images/curation', body, { token: admin.idToken });
      expect(r.status).toBe(404);
      expect(r.json.error).toEqual({ code: 'document-not-found', message: 'Photo not found.' });
    }
    expect((await api.get('/images/curation', { token: admin.idToken })).json.data.freePhotoId).toBe(ids.c);
  });
});

describe('POST /images/reorder', () => {
  it("changes the member order; a new upload joins its end; the free photo stays first for a trial member", async () => {
    expect((await order()).map(name)).toEqual(['a', 'b', 'c', 'd', 'e']);
    const r = await api.post('/images/reorder', { photoId: ids.e, position: 0 }, { token: admin.idToken });
    expect(r.status).toBe(200);
    expect(r.json.data).toEqual({ id: ids.e, position: 0 });
    expect((await order()).map(name)).toEqual(['e', 'a', 'b', 'c', 'd']);
    expect((await page(trial)).map((photo) => name(photo.id))).toEqual(['c', 'e', 'a', 'b', 'd']);
    await api.post('/images/reorder', { photoId: ids.a, position: 3 }, { token: admin.idToken });
    expect((await order()).map(name)).toEqual(['e', 'b', 'c', 'a', 'd']);
    // Beyond the end: last.
    expect((await api.post('/images/reorder', { photoId: ids.b, position: 99 }, { token: admin.idToken })).json.data.position).toBe(4);
    expect((await order()).map(name)).toEqual(['e', 'c', 'a', 'd', 'b']);
    await upload(['f.jpg']);
    expect((await order()).map(name)).toEqual(['e', 'c', 'a', 'd', 'b', 'f']);
    expect((await page(trial)).map((photo) => name(photo.id))).toEqual(['c', 'e', 'a', 'd', 'b', 'f']);
  });

  it('refuses a bad body (400) and an unknown photo (404)', async () => {
    for (const body of [{ photoId: ids.a, position: -1 }, { photoId: ids.a, position: 1.5 }, { photoId: ids.a }]) {
      expect((await api.post('/images/reorder', body, { token: admin.idToken })).status).toBe(400);
    }
    const missing = await api.post('/images/reorder', { photoId: 'no-such-photo', position: 0 }, { token: admin.idToken });
    expect(missing.status).toBe(404);
    expect(missing.json.error).toEqual({ code: 'document-not-found', message: 'Photo not found.' });
  });
});

describe('deleting a curated photo', () => {
  it('clears the free photo and drops a teaser, in the same change', async () => {
    expect((await api.post('/images/delete', { photoId: ids.c }, { token: admin.idToken })).status).toBe(200);
    expect((await api.get('/images/curation', { token: admin.idToken })).json.data).toEqual({ freePhotoId: null, teaserIds: [ids.d, ids.b, ids.a] });
    expect((await page(trial)).every((photo) => photo.locked)).toBe(true);
    expect((await api.post('/images/delete', { photoId: ids.b }, { token: admin.idToken })).status).toBe(200);
    expect((await api.get('/images/curation', { token: admin.idToken })).json.data.teaserIds).toEqual([ids.d, ids.a]);
    expect((await api.get('/images/landing-preview?limit=3')).json.previewPhotos.map((photo: { id: string }) => photo.id)).toEqual([ids.d, ids.a]);
  });
});

describe('access', () => {
  it('keeps the curation endpoints to admins', async () => {
    const calls: [string, unknown][] = [
      ['/images/update', { photoId: ids.a, title: 'Mine now' }],
      ['/images/curation', { freePhotoId: ids.a, teaserIds: [ids.a, ids.d, ids.e] }],
      ['/images/reorder', { photoId: ids.a, position: 2 }],
    ];
    for (const [path, body] of calls) {
      expect((await api.post(path, body, { token: trial.idToken })).status).toBe(403);
      expect((await api.post(path, body, { token: paid.idToken })).status).toBe(403);
      expect((await api.post(path, body)).status).toBe(401);
    }
    expect((await api.get('/images/curation', { token: trial.idToken })).status).toBe(403);
    expect((await api.get('/images/curation')).status).toBe(401);
    expect((await api.get(`/images/curation`, { token: admin.idToken })).json.data.freePhotoId).toBeNull();
  });
});

describe('the audit log', () => {
  it('holds one entry for every gallery action of the admin, with short details', async () => {
    const entries = await auditEntries();
    const gallery = entries.filter((entry) => entry.action.startsWith('photo-') || entry.action.startsWith('gallery-'));
    expect(gallery.every((entry) => entry.adminUid === admin.uid)).toBe(true);
    const count = (action: string) => gallery.filter((entry) => entry.action === action).length;
    expect(count('photo-upload')).toBe(3);
    expect(count('photo-update')).toBe(5);
    expect(count('gallery-curation')).toBe(1);
    expect(count('gallery-reorder')).toBe(3);
    expect(count('photo-delete')).toBe(2);
    expect(gallery.find((entry) => entry.action === 'photo-update' && entry.target === ids.b)).toMatchObject({ details: { title: 'Harbour at dusk' } });
    expect(gallery.find((entry) => entry.action === 'gallery-curation')).toMatchObject({ target: 'gallery', details: { freePhotoId: ids.c, teaserIds: [ids.d, ids.b, ids.a].join(',') } });
    expect(gallery.filter((entry) => entry.action === 'gallery-reorder').map((entry) => entry.details.position)).toEqual([4, 3, 0]);
    // Photos are named by their titles, beside their ids (issue 42).
    expect(gallery.filter((entry) => entry.action === 'gallery-reorder').map((entry) => entry.details.title)).toEqual(['Harbour at dusk', 'Beach morning', 'Untitled photo']);
    expect(gallery.find((entry) => entry.action === 'gallery-curation')?.details).toMatchObject({ freeTitle: 'Untitled photo', teaserTitles: expect.stringContaining('Harbour at dusk') });
    expect(gallery.find((entry) => entry.action === 'photo-delete')).toMatchObject({ target: ids.b });
    expect(gallery.find((entry) => entry.action === 'photo-upload')?.details).toMatchObject({ stored: 1, rejected: 0, photoIds: ids.f });
    for (const entry of gallery) expect(JSON.stringify(entry.details).length).toBeLessThan(600);
  });
});
