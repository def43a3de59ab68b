import type { Memory, MemoryPage } from '@bela/contracts/memories';
import { describe, expect, it } from 'vitest';
import { loadedMemories, memorySummary, withMemoryAdded, withMemoryRemoved, withMemoryReplaced, withNothingRemembered, withSwitch, type MemoryPages } from './memory-pages';

const memory = (id: string, text = id): Memory => ({
  id,
  text,
  kind: 'people',
  pinned: false,
  origin: 'learned',
  createdAt: '2026-03-03T12:00:00.000Z',
  updatedAt: '2026-03-03T12:00:00.000Z',
  source: null,
  editedAt: null,
  history: [],
});
const page = (ids: string[], count: number, enabled = true): MemoryPage => ({ memories: ids.map((id) => memory(id)), nextCursor: null, count, enabled });
const cache = (...pages: MemoryPage[]): MemoryPages => ({ pages, pageParams: pages.map((_, index) => (index === 0 ? null : `p${index}`)) });
const ids = (data: MemoryPages) => loadedMemories(data).map((item) => item.id);

describe("the memory list's cache", () => {
  const data = cache(page(['a', 'b'], 4), page(['b', 'c', 'd'], 4));

  it('lists every loaded memory once, with the count and switch of the latest page', () => {
    expect(ids(data)).toEqual(['a', 'b', 'c', 'd']);
    expect(memorySummary(data)).toEqual({ count: 4, enabled: true });
    expect(memorySummary(undefined)).toBeNull();
  });

  it('changes, removes and adds memories, keeping the count on every page', () => {
    expect(loadedMemories(withMemoryReplaced(data, memory('c', 'changed')))[2]!.text).toBe('changed');
    const removed = withMemoryRemoved(data, 'c');
    expect(ids(removed)).toEqual(['a', 'b', 'd']);
    expect(removed.pages.map((item) => item.count)).toEqual([3, 3]);
    // One not listed leaves the count alone.
    expect(withMemoryRemoved(data, 'zz').pages.map((item) => item.count)).toEqual([4, 4]);
    const added = withMemoryAdded(data, memory('new'));
    expect(ids(added)).toEqual(['new', 'a', 'b', 'c', 'd']);
    expect(added.pages.map((item) => item.count)).toEqual([5, 5]);
  });

  it('turns the switch on every page, and forgets everything into one empty page', () => {
    expect(withSwitch(data, false).pages.map((item) => item.enabled)).toEqual([false, false]);
    expect(withNothingRemembered(withSwitch(data, false))).toEqual({ pages: [{ memories: [], nextCursor: null, count: 0, enabled: false }], pageParams: [null] });
  });
});
