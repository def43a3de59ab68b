/**
 * Bela's photo moments (issue 42) through the real app, the Stripe sandbox and the offline model:
 * each test covers one of the "Must show" API lines, and fails on the main before it (no
 * free photo first for a trial member, no attachments, no shareable photos).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noisyJpeg } from '../../functions/src/features/gallery/image-pipeline/test-support/image-corpus';
import { imagePart, multipartBody } from '../../functions/src/features/gallery/image-pipeline/test-support/multipart-body';
import { payWithCard } from '../../tools/stripe-sandbox/src/testing/sandbox-fixture';
import type { TestAccount } from '../support/auth-emulator';
import type { ApiHarness } from './api-harness';
import { startPaymentsHarness, type PaymentsHarness } from './payments-harness';
import { member, say } from './chat-support';
import { BROWSERS } from './browsers';

interface Attachment {
  type: 'photo';
  photoId: string;
  title: string;
  caption: string;
  locked: boolean;
  thumbnailUrl?: string;
  originalUrl?: string;
  unavailable?: true;
}

let payments: PaymentsHarness;
let api: ApiHarness;
let admin: TestAccount;
/** Uploaded in this order: `free` (the admin's free photo, not shareable), then `beach` and `city` (shareable). */
const ids: Record<string, string> = {};
let clock = new Date();
/** A minute on, so a member's per-minute window never fills. */
const later = () => {
  clock = new Date(clock.getTime() + 61_000);
};

const origin = () => api.url.replace(/\/api$/, '');
const bytes = async (url: string) => Buffer.from(await (await fetch(`${origin()}${url}`)).arrayBuffer());
const variant = async (id: string, name: 'thumbnail' | 'blurred') => (await api.services.blobs.get((await api.services.photos.get(id))![name].path))!.data;
const ask = async (account: TestAccount, text: string, conversationId?: string) => {
  later();
  const r = await api.post('/ai/chat', say(text, conversationId ? { conversationId } : {}), { token: account.idToken });
  expect(r.status).toBe(200);
  return r.json.data as { conversationId: string; aiResponse: { id: string; content: string; attachments?: Attachment[] } };
};
/** The Business tab's photo-moment figures for today, as the admin reads them. */
const photoFigures = async () => {
  const r = await api.get('/utility/business-stats', { token: admin.idToken });
  expect(r.status).toBe(200);
  const { photoMomentsShown, photoUpgradeClicks, photoSubscriptions } = r.json.data.current;
  return { photoMomentsShown, photoUpgradeClicks, photoSubscriptions };
};
const messages = async (account: TestAccount, conversationId: string) => {
  const r = await api.post('/ai/conversations/messages', { conversationId }, { token: account.idToken });
  expect(r.status).toBe(200);
  return r.json.data.messages as { id: string; role: string; attachments?: Attachment[] }[];
};
/** A member past the first chat's quiet start: they have another conversation already. */
const knownMember = async () => {
  const account = await member(api);
  await ask(account, 'Hello Bela');
  return account;
};

beforeAll(async () => {
  payments = await startPaymentsHarness({ stripeKey: 'sk_test_photo_moments', services: { now: () => new Date(clock) } });
  api = payments.api;
  admin = await member(api);
  await api.services.docs.update(`users/${admin.uid}`, { role: 'admin' });
  const image = await noisyJpeg(24, 16);
  const { body, contentType } = multipartBody(['free.jpg', 'beach.jpg', 'city.jpg'].map((name) => imagePart(name, image)));
  const uploaded = await api.fetch('/images/upload', { method: 'POST', body: new Uint8Array(body), token: admin.idToken, headers: { 'content-type': contentType } });
  expect(uploaded.status).toBe(201);
  for (const file of (await uploaded.json()).data.files as { originalName: string; id: string }[]) ids[file.originalName.replace('.jpg', '')] = file.id;
  // The admin marks two photos shareable, with tags; the free one (the first upload) is not.
  for (const [name, tags] of [['beach', ['beach', 'morning']], ['city', ['city', 'night']]] as const) {
    const r = await api.post('/images/update', { photoId: ids[name], title: `At the ${name}`, shareable: true, tags }, { token: admin.idToken });
    expect(r.status).toBe(200);
  }
});
afterAll(() => payments?.close());

describe('the free photo for a member who has not paid', () => {
  it("after uploads, a trial member's first photo is the free one, unblurred, and every other one is locked", async () => {
    // The admin's order puts the free photo last; a trial member still meets it first.
    expect((await api.post('/images/reorder', { photoId: ids.free, position: 99 }, { token: admin.idToken })).status).toBe(200);
    const trial = await member(api);
    const r = await api.post('/images/photos', { page: 1, limit: 15 }, { token: trial.idToken });
    const photos = r.json.data.photos as { id: string; locked: boolean; publicThumbnailUrl: string; publicOriginalUrl?: string }[];
    expect(photos.map((photo) => photo.id)).toEqual([ids.free, ids.beach, ids.city]);
    expect(photos[0]).toMatchObject({ locked: false });
    expect(photos[0]!.publicOriginalUrl).toBeTruthy();
    for (const photo of photos.slice(1)) {
      expect(photo.locked).toBe(true);
      expect(photo.publicOriginalUrl).toBeUndefined();
      expect((await bytes(photo.publicThumbnailUrl)).equals(await variant(photo.id, 'blurred'))).toBe(true);
    }
  });
});

describe('a photo the member asks for', () => {
  let trial: TestAccount;
  let conversationId: string;
  let messageId: string;

  it("reaches a trial member locked: one attachment, no originalUrl, a blurred thumbnail", async () => {
    trial = await member(api);
    const before = await photoFigures();
    const turn = await ask(trial, 'can you send me a selfie?');
    ({ conversationId } = turn);
    messageId = turn.aiResponse.id;
    const attachments = turn.aiResponse.attachments!;
    expect(attachments).toHaveLength(1);
    const [photo] = attachments;
    expect(photo).toMatchObject({ type: 'photo', locked: true });
    expect([ids.beach, ids.city]).toContain(photo!.photoId);
    expect(photo!.originalUrl).toBeUndefined();
    expect(photo!.caption).toMatch(/\w/);
    expect((await bytes(photo!.thumbnailUrl!)).equals(await variant(photo!.photoId, 'blurred'))).toBe(true);
    // The message stores the photo's id, never a URL.
    const stored = (await api.services.docs.get(`users/${trial.uid}/conversations/${conversationId}/messages/${messageId}`))!.data;
    expect(stored['photoId']).toBe(photo!.photoId);
    expect(JSON.stringify(stored)).not.toMatch(/https?:|\/photos\//);
    expect(await photoFigures()).toEqual({ ...before, photoMomentsShown: before.photoMomentsShown + 1 });
  });

  it('shows the same message unlocked once the member paid through the sandbox (and the Business tab counts the click and the subscription)', async () => {
    const before = await photoFigures();
    // The member clicks the locked photo (the web reports it) and subscribes within the day.
    const click = await api.post('/utility/track-action', { actionType: 'photo_moment_upgrade_click', buttonText: 'Click to upgrade' }, { token: trial.idToken, headers: { 'user-agent': BROWSERS.chromeDesktop } });
    expect(click.status).toBe(201);
    const checkout = await api.post('/stripe/create-checkout', {}, { token: trial.idToken });
    expect(checkout.status).toBe(200);
    await payWithCard(checkout.json.data.url, '4242 4242 4242 4242');
    await payments.sandbox.deliveriesSettled();
    const reply = (await messages(trial, conversationId)).find((message) => message.id === messageId)!;
    const [photo] = reply.attachments!;
    expect(photo).toMatchObject({ type: 'photo', locked: false });
    expect(photo!.originalUrl).toBeTruthy();
    expect((await bytes(photo!.thumbnailUrl!)).equals(await variant(photo!.photoId, 'thumbnail'))).toBe(true);
    expect(await photoFigures()).toEqual({ photoMomentsShown: before.photoMomentsShown, photoUpgradeClicks: before.photoUpgradeClicks + 1, photoSubscriptions: before.photoSubscriptions + 1 });
  });

  it("lists the photo's title in the export, never a URL", async () => {
    for (const format of ['json', 'markdown'] as const) {
      const response = await api.fetch('/ai/conversations/export', { method: 'POST', body: JSON.stringify({ conversationId, format }), token: trial.idToken });
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text).toMatch(/At the (beach|city)/);
      expect(text).not.toMatch(/\/blobs\/|\/photos\/|thumbnailUrl|originalUrl/);
    }
  });

  it('never sends a photo the admin did not mark shareable, and none when none is', async () => {
    const asker = await member(api);
    const sent = new Set<string>();
    for (let n = 0; n < 3; n += 1) for (const photo of (await ask(asker, 'send me a pic')).aiResponse.attachments ?? []) sent.add(photo.photoId);
    expect([...sent].sort()).toEqual([ids.beach, ids.city].sort());
    for (const name of ['beach', 'city']) await api.post('/images/update', { photoId: ids[name], title: `At the ${name}`, shareable: false }, { token: admin.idToken });
    const none = await ask(asker, 'selfie?');
    expect(none.aiResponse.attachments).toBeUndefined();
    expect(none.aiResponse.content).toMatch(/photo/i);
    // A photo made unshareable since shows as no longer available, with no URL.
    const [earlier] = (await messages(trial, conversationId)).find((message) => message.id === messageId)!.attachments!;
    expect(earlier).toEqual({ type: 'photo', photoId: earlier!.photoId, title: '', caption: 'This photo is no longer available', locked: true, unavailable: true });
    for (const [name, tags] of [['beach', ['beach', 'morning']], ['city', ['city', 'night']]] as const) {
      await api.post('/images/update', { photoId: ids[name], title: `At the ${name}`, shareable: true, tags }, { token: admin.idToken });
    }
  });
});

describe('unasked photos', () => {
  it('come at most once a day, and never in the first ten messages of a first chat', async () => {
    const newcomer = await member(api);
    expect((await ask(newcomer, "I'm at the beach this morning")).aiResponse.attachments).toBeUndefined();
    const known = await knownMember();
    const first = await ask(known, "I'm at the beach this morning, the sea is lovely");
    expect(first.aiResponse.attachments?.map((photo) => photo.photoId)).toEqual([ids.beach]);
    const again = await ask(known, 'Now I am walking through the city at night');
    expect(again.aiResponse.attachments).toBeUndefined();
  });

  it('never come after a crisis card in the conversation, asked or not', async () => {
    const member = await knownMember();
    const card = await ask(member, 'I want to kill myself');
    const after = await ask(member, 'can you send me a selfie?', card.conversationId);
    expect(after.aiResponse.attachments).toBeUndefined();
    expect((await ask(member, 'I am at the beach this morning', card.conversationId)).aiResponse.attachments).toBeUndefined();
    // In another conversation, the same ask is answered with a photo.
    expect((await ask(member, 'can you send me a selfie?')).aiResponse.attachments).toHaveLength(1);
  });
});

describe("the admin's member record", () => {
  it('lists a failed payment: a declined card leaves a trace (issue 42, item 5)', async () => {
    const declined = await member(api);
    const checkout = await api.post('/stripe/create-checkout', {}, { token: declined.idToken });
    await payWithCard(checkout.json.data.url, '4000 0000 0000 0002');
    await payments.sandbox.deliveriesSettled();
    const r = await api.post('/utility/members/lookup', { email: declined.email }, { token: admin.idToken });
    expect(r.status).toBe(200);
    expect(r.json.data.failedPayments).toEqual([{ at: expect.any(String), amountCents: 900 }]);
    expect(r.json.data.plan).toBe('trial');
  });
});

describe('deleting the account', () => {
  it("deletes the member's photo-moment state with it", async () => {
    const leaving = await member(api);
    expect((await ask(leaving, 'send me a pic')).aiResponse.attachments).toHaveLength(1);
    expect(await api.services.docs.get(`users/${leaving.uid}/photoMoments/state`)).not.toBeNull();
    const r = await api.post('/account/delete', { confirm: 'DELETE' }, { token: leaving.idToken });
    expect(r.status).toBe(200);
    expect(await api.services.docs.get(`users/${leaving.uid}/photoMoments/state`)).toBeNull();
  });
});

describe('access', () => {
  it('sends none to an unverified member (the turn is refused, nothing is recorded)', async () => {
    const unverified = await member(api, { verified: false });
    later();
    const r = await api.post('/ai/chat', say('can you send me a selfie?'), { token: unverified.idToken });
    expect(r.status).toBe(403);
    expect(r.json.error.code).toBe('email-not-verified');
    expect(JSON.stringify(r.json)).not.toContain('thumbnailUrl');
    expect(await api.services.docs.get(`users/${unverified.uid}/photoMoments/state`)).toBeNull();
    // A verified member's same ask is answered with a photo.
    expect((await ask(await member(api), 'can you send me a selfie?')).aiResponse.attachments).toHaveLength(1);
  });

  it("answers 404 for another member's conversation", async () => {
    const owner = await member(api);
    const { conversationId, aiResponse } = await ask(owner, 'send me a pic');
    expect(aiResponse.attachments).toHaveLength(1);
    const other = await member(api);
    const read = await api.post('/ai/conversations/messages', { conversationId }, { token: other.idToken });
    expect(read.status).toBe(404);
    later();
    const write = await api.post('/ai/chat', say('send me a pic', { conversationId }), { token: other.idToken });
    expect(write.status).toBe(404);
  });
});
