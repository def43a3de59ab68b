// Issue 39 "Trust", deliverable 3: Bela's memory never keeps secrets (decision 0022). Every case here
// is a finding of the tester that fails on the code before it: through POST /ai/memories/create
// 7 of 10 formats were stored (dotted card numbers, "pw hunter22", "bob(at)example.com",
// "bob＠example.com", "555/123/4567", full-width digits, "passwort ist"), edits took them too, and
// from chat "I work at 4111.1111.1111.1111.", "My favourite code is hunter22.", "I like the password
// hunter22." and "I like ５５５１２３４５６７." were learned as memories. IBANs were not checked at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount } from '../support/auth-emulator';
import { startApi, type ApiHarness } from './api-harness';
import { member, say } from './chat-support';

const WRITTEN = [
  'My card is 4111.1111.1111.1111',
  'pw hunter22',
  'Write to bob(at)example.com',
  'Write to bob＠example.com',
  'Call 555/123/4567',
  'Call ５５５１２３４５６７',
  'Mein passwort ist sonnenblume7',
  'Rent goes to DE89 3704 0044 0532 0130 00',
];
const SAID = ['I work at 4111.1111.1111.1111.', 'My favourite code is hunter22.', 'I like the password hunter22.', 'I like ５５５１２３４５６７.'];

let api: ApiHarness;
let who: TestAccount;
beforeAll(async () => {
  api = await startApi();
  who = await member(api);
});
afterAll(() => api.close());

const memories = async () => {
  const r = await api.post('/ai/memories', {}, { token: who.idToken });
  expect(r.status).toBe(200);
  return (r.json.data as { memories: { id: string; text: string }[] }).memories;
};

describe('secrets are never remembered', () => {
  it('refuses each format by hand, on create and on edit, with memory-sensitive', async () => {
    const created = await api.post('/ai/memories/create', { text: 'They like jazz' }, { token: who.idToken });
    expect(created.status).toBe(200);
    const memoryId = (created.json.data as { memory: { id: string } }).memory.id;
    for (const text of WRITTEN) {
      const create = await api.post('/ai/memories/create', { text }, { token: who.idToken });
      expect([text, create.status, create.json.error?.code]).toEqual([text, 400, 'memory-sensitive']);
      const update = await api.post('/ai/memories/update', { memoryId, text }, { token: who.idToken });
      expect([text, update.status, update.json.error?.code]).toEqual([text, 400, 'memory-sensitive']);
    }
    expect((await memories()).map((m) => m.text)).toEqual(['They like jazz']);
  });

  it('learns none of them from chat', async () => {
    for (const content of SAID) {
      const r = await api.post('/ai/chat', say(content), { token: who.idToken });
      expect(r.status, JSON.stringify(r.json)).toBe(200);
    }
    expect((await memories()).map((m) => m.text)).toEqual(['They like jazz']);
  });
});
