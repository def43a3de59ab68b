/** The gallery through the real app: uploads with a hostile corpus, locked photos, paging, deletion (curation: gallery-curation.test.ts). */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  htmlWithJpegMagic,
  jpegHtmlPolyglot,
  jpegWithPrivateMetadata,
  noisyJpeg,
  pngPixelBomb,
  pngWithAlpha,
  renamedTextFile,
  svgWithScript,
  truncatedJpeg,
  webpImage,
} from '../../functions/src/features/gallery/image-pipeline/test-support/image-corpus';
import { imagePart, multipartBody, type Part } from '../../functions/src/features/gallery/image-pipeline/test-support/multipart-body';
import type { TestAccount } from '../support/auth-emulator';
import { startApi, type ApiHarness } from './api-harness';
import { member } from './chat-support';

let api: ApiHarness;
let admin: TestAccount;
beforeAll(async () => {
  api = await startApi();
  admin = await member(api);
  await api.services.docs.update(`users/${admin.uid}`, { role: 'admin' });
});
afterAll(() => api.close());

async function upload(parts: Part[], token = admin.idToken) {
  const { body, contentType } = multipartBody(parts);
  const response = await api.fetch('/images/upload', { method: 'POST', body: new Uint8Array(body), token, headers: { 'content-type': contentType } });
  return { status: response.status, json: await response.json() };
}

const origin = () => api.url.replace(/\/api$/, '');
const fetchBytes = async (url: string) => Buffer.from(await (await fetch(`${origin()}${url}`)).arrayBuffer());
const storedPhotoCount = async () => (await api.services.docs.query({ collection: 'photos' })).length;
const storedBlobCount = async () => (await api.services.blobs.list('photos/')).length;

async function paidMember() {
  const account = await member(api);
  // As the subscription sync records a paid month (access needs its end to be ahead).
  await api.services.docs.update(`users/${account.uid}`, { subscriptionStatus: 'active', paymentStatus: 'paid', subscriptionPeriodEnd: new Date(Date.now() + 30 * 86_400_000) });
  return account;
}

describe('POST /images/upload', () => {
  it('stores three clean variants of each image and lists them last, in the order sent', async () => {
    const r = await upload([
      imagePart('beach.jpg', await jpegWithPrivateMetadata()),
      imagePart('logo.png', await pngWithAlpha(), 'image/png'),
      imagePart('dusk.webp', await webpImage(), 'image/webp'),
    ]);
    expect(r.status).toBe(201);
    expect(r.json.data.files.map((f: { originalName: string }) => f.originalName)).toEqual(['beach.jpg', 'logo.png', 'dusk.webp']);
    expect(r.json.data.rejected).toEqual([]);

    const beach = await api.services.photos.get(r.json.data.files[0].id);
    for (const variant of [beach!.original, beach!.thumbnail, beach!.blurred]) {
      const stored = await api.services.blobs.get(variant.path);
      const metadata = await sharp(stored!.data).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(stored!.data.includes(Buffer.from('WGS-84'))).toBe(false);
    }

    // Members see titles, never file names; the admin sees both.
    const page = await api.post('/images/photos', { page: 1, limit: 15 }, { token: (await paidMember()).idToken });
    const stored = r.json.data.files.map((f: { id: string }) => f.id);
    expect(page.json.data.photos.slice(-3).map((p: { id: string }) => p.id)).toEqual(stored);
    expect(page.json.data.photos.every((p: { title: string; originalName?: string }) => p.title === '' && p.originalName === undefined)).toBe(true);
    const asAdmin = await api.post('/images/photos', { page: 1, limit: 15 }, { token: admin.idToken });
    expect(asAdmin.json.data.photos.slice(-3).map((p: { originalName: string }) => p.originalName)).toEqual(['beach.jpg', 'logo.png', 'dusk.webp']);
    // The admin's "Recent uploads": the newest first.
    const recent = await api.post('/images/photos', { page: 1, limit: 3, newest: true }, { token: admin.idToken });
    expect(recent.json.data.photos.map((p: { originalName: string }) => p.originalName)).toEqual(['dusk.webp', 'logo.png', 'beach.jpg']);
  });

  it('refuses every hostile file with its message, keeping the good ones, and stores nothing of the refused', async () => {
    const [photos, blobs] = [await storedPhotoCount(), await storedBlobCount()];
    const r = await upload([
      imagePart('notes.jpg', renamedTextFile()),
      imagePart('icon.svg', svgWithScript(), 'image/svg+xml'),
      imagePart('page.jpg', await jpegHtmlPolyglot()),
      imagePart('magic.jpg', htmlWithJpegMagic()),
      imagePart('cut.jpg', await truncatedJpeg()),
      imagePart('bomb.png', pngPixelBomb(), 'image/png'),
      imagePart('fine.jpg', await noisyJpeg()),
    ]);
    expect(r.status).toBe(201);
    expect(r.json.data.files.map((f: { originalName: string }) => f.originalName)).toEqual(['fine.jpg']);
    const messages = Object.fromEntries(r.json.data.rejected.map((x: { originalName: string; message: string }) => [x.originalName, x.message]));
    expect(messages['notes.jpg']).toBe('notes.jpg is not a valid image type. Please select JPEG, PNG, WebP, or GIF files.');
    expect(messages['icon.svg']).toBe('icon.svg is not a valid image type. Please select JPEG, PNG, WebP, or GIF files.');
    expect(Object.keys(messages).sort()).toEqual(['bomb.png', 'cut.jpg', 'icon.svg', 'magic.jpg', 'notes.jpg', 'page.jpg']);
    expect(await storedPhotoCount()).toBe(photos + 1);
    expect(await storedBlobCount()).toBe(blobs + 3);
  });

  it("keeps each photo's title from the upload form, and refuses a bad one whole (issue 42)", async () => {
    const image = await noisyJpeg(24, 16);
    const r = await upload([{ field: 'titles', body: JSON.stringify(['Morning light', null]) }, imagePart('one.jpg', image), imagePart('two.jpg', image)]);
    expect(r.status).toBe(201);
    const [one, two] = r.json.data.files as { id: string }[];
    expect((await api.services.photos.get(one!.id))?.title).toBe('Morning light');
    expect((await api.services.photos.get(two!.id))?.title).toBe('Untitled photo');
    for (const titles of ['not json', JSON.stringify(['x'.repeat(81)]), JSON.stringify(['a', 'b', 'c'])]) {
      const refused = await upload([{ field: 'titles', body: titles }, imagePart('three.jpg', image)]);
      expect(refused.status).toBe(400);
    }
  });

  it('refuses a request over the limits whole, with the spec messages', async () => {
    const [photos, blobs] = [await storedPhotoCount(), await storedBlobCount()];
    const small = await noisyJpeg(16, 16);
    const eleven = await upload(Array.from({ length: 11 }, (_, i) => imagePart(`p${i}.jpg`, small)));
    expect(eleven.status).toBe(400);
    expect(eleven.json.error.message).toBe('Maximum of 10 photos can be uploaded at once. Please remove some files first.');
    const big = await upload([imagePart('huge.jpg', Buffer.alloc(10_485_761, 1))]);
    expect(big.status).toBe(413);
    expect(big.json.error.message).toBe('huge.jpg is too large. Please select files under 10MB.');
    const none = await upload([{ field: 'note', body: 'hello' }]);
    expect(none.status).toBe(400);
    expect(none.json.error.message).toBe('No files provided');
    const notMultipart = await api.post('/images/upload', { images: [] }, { token: admin.idToken });
    expect(notMultipart.status).toBe(400);
    expect(await storedPhotoCount()).toBe(photos);
    expect(await storedBlobCount()).toBe(blobs);
  });

  it('is for admins only', async () => {
    const part = [imagePart('a.jpg', await noisyJpeg(16, 16))];
    expect((await upload(part, (await member(api)).idToken)).status).toBe(403);
    const { body, contentType } = multipartBody(part);
    expect((await api.fetch('/images/upload', { method: 'POST', body: new Uint8Array(body), headers: { 'content-type': contentType } })).status).toBe(401);
  });
});

describe('POST /images/photos', () => {
  beforeAll(async () => {
    // 30 photos in all, so the gallery has three pages (15, 12, 3).
    const missing = 30 - (await storedPhotoCount());
    const image = await noisyJpeg(48, 32);
    for (let i = 0; i < missing; i += 10) {
      const r = await upload(Array.from({ length: Math.min(10, missing - i) }, (_, j) => imagePart(`sample-${i + j}.jpg`, image)));
      expect(r.status).toBe(201);
    }
  });

  it("gives a trial member the admin's free photo, and only blurred previews of the others", async () => {
    const trial = await member(api);
    const before = await api.post('/images/photos', { page: 1, limit: 15 }, { token: trial.idToken });
    // The free photo is the admin's choice (gallery-curation.test.ts): here the fourth of the admin's order.
    const free = before.json.data.photos[3].id;
    const { teaserIds } = await api.services.photos.curation();
    expect((await api.post('/images/curation', { freePhotoId: free, teaserIds }, { token: admin.idToken })).status).toBe(200);
    const r = await api.post('/images/photos', { page: 1, limit: 15 }, { token: trial.idToken });
    expect(r.status).toBe(200);
    const photos = r.json.data.photos;
    expect(photos).toHaveLength(15);
    // It leads the gallery for a member who has not paid (issue 42).
    expect(photos[0]).toMatchObject({ id: free, locked: false });
    expect(photos[0].publicOriginalUrl).toBeTruthy();
    const others = photos.filter((p: { id: string }) => p.id !== free);
    expect(others.every((p: { locked: boolean; publicOriginalUrl?: string }) => p.locked && !p.publicOriginalUrl)).toBe(true);

    // Every URL the answer holds serves the variant it should: for locked photos, the blurred one only.
    const body = JSON.stringify(r.json);
    for (const photo of photos) {
      const record = (await api.services.photos.get(photo.id))!;
      const served = await fetchBytes(photo.publicThumbnailUrl);
      const expected = photo.locked ? record.blurred : record.thumbnail;
      expect(served.equals((await api.services.blobs.get(expected.path))!.data)).toBe(true);
      if (photo.locked) {
        expect(body).not.toContain(record.thumbnail.path);
        expect(body).not.toContain(record.original.path);
      }
    }
  });

  it('gives a paid member every photo, 15 then 12 a page', async () => {
    const paid = await paidMember();
    const first = await api.post('/images/photos', { page: 1, limit: 15 }, { token: paid.idToken });
    expect(first.json.data.pagination).toEqual({ hasMore: true, page: 1, totalPages: 3, total: 30 });
    expect(first.json.data.photos.every((p: { locked: boolean }) => !p.locked)).toBe(true);
    const second = await api.post('/images/photos', { page: 2, limit: 12 }, { token: paid.idToken });
    expect(second.json.data.photos).toHaveLength(12);
    expect(second.json.data.pagination).toMatchObject({ hasMore: true, page: 2 });
    const third = await api.post('/images/photos', { page: 3, limit: 12 }, { token: paid.idToken });
    expect(third.json.data.photos).toHaveLength(3);
    expect(third.json.data.pagination.hasMore).toBe(false);
    const ids = [first, second, third].flatMap((r) => r.json.data.photos.map((p: { id: string }) => p.id));
    expect(new Set(ids).size).toBe(30);
  });

  it('refuses a tampered or unsigned photo URL', async () => {
    const paid = await paidMember();
    const [photo] = (await api.post('/images/photos', { page: 1, limit: 15 }, { token: paid.idToken })).json.data.photos;
    const tampered = photo.publicOriginalUrl.replace(/signature=[^&]+/, 'signature=AAAA');
    expect((await fetch(`${origin()}${tampered}`)).status).toBe(403);
    expect((await fetch(`${origin()}${photo.publicOriginalUrl.split('?')[0]}`)).status).toBe(403);
    expect((await api.post('/images/photos', { page: 1 })).status).toBe(401);
  });
});

describe('POST /images/delete', () => {
  it('removes the record and every variant, for admins only', async () => {
    const r = await upload([imagePart('gone.jpg', await noisyJpeg(16, 16))]);
    const id = r.json.data.files[0].id;
    expect((await api.post('/images/delete', { photoId: id }, { token: (await member(api)).idToken })).status).toBe(403);
    expect((await api.post('/images/delete', { photoId: id }, { token: admin.idToken })).status).toBe(200);
    expect(await api.services.photos.get(id)).toBeNull();
    expect(await api.services.blobs.list(`photos/${id}/`)).toEqual([]);
    expect((await api.post('/images/delete', { photoId: id }, { token: admin.idToken })).status).toBe(404);
  });
});

describe('GET /images/landing-preview', () => {
  it("gives the admin's teasers, in order, as blurred previews only", async () => {
    const r = await api.get('/images/landing-preview?limit=3');
    expect(r.json.previewPhotos.map((p: { id: string }) => p.id)).toEqual((await api.services.photos.curation()).teaserIds);
    expect(r.json.previewPhotos).toHaveLength(3);
    for (const preview of r.json.previewPhotos) {
      const record = (await api.services.photos.get(preview.id))!;
      expect((await fetchBytes(preview.blurredUrl)).equals((await api.services.blobs.get(record.blurred.path))!.data)).toBe(true);
    }
  });
});
