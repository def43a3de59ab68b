import { describe, expect, it } from 'vitest';
import type { DisplayMessage } from '../utils/display-message';
import { singlePage, withLatestExchange, withMessagesAppended, withNewestPage } from './get-messages';

const said = (id: string): DisplayMessage => ({ id, role: 'user', content: id, createdAt: '' });

describe("a conversation's cached pages", () => {
  it('take a finished exchange at the end of the newest page, each message once, older pages untouched', () => {
    const data = { pages: [{ messages: [said('m3'), said('m4')], hasMore: true, nextBefore: 'm3' }, { messages: [said('m1'), said('m2')], hasMore: false, nextBefore: null }], pageParams: [null, 'm3'] };
    const after = withMessagesAppended(data, [said('m4'), said('m5')]);
    expect(after.pages[0]!.messages.map((m) => m.id)).toEqual(['m3', 'm4', 'm5']);
    expect(after.pages[1]).toBe(data.pages[1]);
    expect(after.pageParams).toEqual([null, 'm3']);
  });

  it('start with the exchange when nothing was cached', () => {
    expect(withMessagesAppended(undefined, [said('m1')])).toEqual(singlePage({ messages: [said('m1')], hasMore: false, nextBefore: null }));
  });

  it('take a new latest exchange in place of the old one: the message named and all after it give way', () => {
    const data = { pages: [{ messages: [said('m3'), said('m4'), said('m5')], hasMore: true, nextBefore: 'm3' }, { messages: [said('m1')], hasMore: false, nextBefore: null }], pageParams: [null, 'm3'] };
    const after = withLatestExchange(data, 'm4', [said('m4'), said('m6')]);
    expect(after.pages[0]!.messages.map((m) => m.id)).toEqual(['m3', 'm4', 'm6']);
    expect(after.pages[1]).toBe(data.pages[1]);
    // Not on the newest page: appended.
    expect(withLatestExchange(data, 'x', [said('m7')]).pages[0]!.messages.map((m) => m.id)).toEqual(['m3', 'm4', 'm5', 'm7']);
    // The server's newest page replaces the cached one; the older pages stay.
    const fresh = { messages: [said('m4')], hasMore: true, nextBefore: 'm4' };
    expect(withNewestPage(data, fresh).pages).toEqual([fresh, data.pages[1]]);
  });
});
