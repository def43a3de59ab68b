/**
 * The memory list's cache (its pages, newest first) as the member's changes leave it: a memory
 * changed in place, taken out, added at the top, every one forgotten, the switch turned. The count
 * and the switch come with every page; each change keeps them the same on all pages.
 */
import type { Memory, MemoryPage } from '@bela/contracts/memories';
import type { InfiniteData } from '@tanstack/react-query';

export type MemoryPages = InfiniteData<MemoryPage>;

/** The memories of every page loaded, each once (a page may repeat one that changed meanwhile). */
export function loadedMemories(data: MemoryPages | undefined): Memory[] {
  if (!data) return [];
  const seen = new Set<string>();
  return data.pages.flatMap((page) => page.memories).filter((memory) => !seen.has(memory.id) && Boolean(seen.add(memory.id)));
}

/** How many the member has in all, and the "Bela remembers" switch, as the latest page says. */
export function memorySummary(data: MemoryPages | undefined): { count: number; enabled: boolean } | null {
  const page = data?.pages.at(-1);
  return page ? { count: page.count, enabled: page.enabled } : null;
}

const withEveryPage = (data: MemoryPages, change: (page: MemoryPage) => MemoryPage): MemoryPages => ({ ...data, pages: data.pages.map(change) });

export const withMemoryReplaced = (data: MemoryPages, memory: Memory): MemoryPages =>
  withEveryPage(data, (page) => ({ ...page, memories: page.memories.map((item) => (item.id === memory.id ? memory : item)) }));

export function withMemoryRemoved(data: MemoryPages, memoryId: string): MemoryPages {
  const listed = data.pages.some((page) => page.memories.some((item) => item.id === memoryId));
  return withEveryPage(data, (page) => ({
    ...page,
    memories: page.memories.filter((item) => item.id !== memoryId),
    count: listed ? Math.max(0, page.count - 1) : page.count,
  }));
}

export function withMemoryAdded(data: MemoryPages, memory: Memory): MemoryPages {
  const pages = data.pages.map((page, index) => ({
    ...page,
    memories: index === 0 ? [memory, ...page.memories.filter((item) => item.id !== memory.id)] : page.memories,
    count: page.count + 1,
  }));
  return { ...data, pages };
}

export const withSwitch = (data: MemoryPages, enabled: boolean): MemoryPages => withEveryPage(data, (page) => ({ ...page, enabled }));

/** Nothing left: one empty page, the switch as it was. */
export function withNothingRemembered(data: MemoryPages): MemoryPages {
  const enabled = memorySummary(data)?.enabled ?? true;
  return { pages: [{ memories: [], nextCursor: null, count: 0, enabled }], pageParams: [null] };
}
