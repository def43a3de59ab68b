import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHarness } from './api-harness';

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

describe('POST /email/contact', () => {
  it('stores the message and queues a mail document for the support inbox', async () => {
    const r = await api.post('/email/contact', { name: 'Ada', email: 'Ada@Example.test', message: 'Hello there' });
    expect(r.status).toBe(201);
    const id = r.json.data.id as string;
    const stored = await api.services.docs.get(`contactMessages/${id}`);
    expect(stored?.data).toMatchObject({ name: 'Ada', email: 'ada@example.test', subject: 'Support request' });
    const mail = await api.services.docs.get(`mail/${id}`);
    expect(mail?.data).toMatchObject({ to: ['support@bela.local'], replyTo: 'ada@example.test' });
  });

  it('refuses a message without text', async () => {
    const r = await api.post('/email/contact', { name: 'Ada', email: 'ada@example.test', message: '   ' });
    expect(r.status).toBe(400);
    expect(r.json.error.message).toContain('Please enter a message.');
  });
});

describe('GET /images/landing-preview', () => {
  it('answers an empty list when there are no photos', async () => {
    const r = await api.get('/images/landing-preview?limit=3');
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ success: true, previewPhotos: [] });
  });

  it('offers only the blurred variant, through a signed URL that serves it', async () => {
    await api.services.blobs.put('photos/p1/blurred.webp', Buffer.from('blurred-bytes'), 'image/webp');
    const variant = (path: string) => ({ path, width: 480, height: 320, bytes: 13, contentType: 'image/webp' });
    await api.services.photos.add('p1', {
      originalName: 'one.jpg',
      createdAt: new Date(),
      uploadedBy: 'admin',
      original: variant('photos/p1/original.jpg'),
      thumbnail: variant('photos/p1/thumbnail.webp'),
      blurred: variant('photos/p1/blurred.webp'),
    });
    const r = await api.get('/images/landing-preview?limit=3');
    expect(r.json.previewPhotos).toHaveLength(1);
    const { blurredUrl } = r.json.previewPhotos[0];
    expect(blurredUrl).toMatch(/^\/api\/blobs\/photos\/p1\/blurred\.webp\?/);
    const image = await fetch(new URL(blurredUrl, api.url).toString());
    expect(image.status).toBe(200);
    expect(await image.text()).toBe('blurred-bytes');
  });

  it('refuses a limit out of range', async () => {
    const r = await api.get('/images/landing-preview?limit=500');
    expect(r.status).toBe(400);
  });
});
