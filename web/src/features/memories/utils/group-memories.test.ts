import type { Memory } from '@bela/contracts/memories';
import { describe, expect, it } from 'vitest';
import { groupMemories } from './group-memories';

const at = (day: number) => `2026-03-${String(day).padStart(2, '0')}T12:00:00.000Z`;
const memory = (id: string, kind: Memory['kind'], day: number, pinned = false): Memory => ({
  id,
  text: id,
  kind,
  pinned,
  origin: 'learned',
  createdAt: at(day),
  updatedAt: at(28),
  source: null,
  editedAt: null,
  history: [],
});

describe('groupMemories', () => {
  it("groups by kind in the labels' order, leaving out empty kinds", () => {
    const groups = groupMemories([memory('a', 'style', 1), memory('b', 'identity', 2), memory('c', 'plans', 3), memory('d', 'people', 4)]);
    expect(groups.map((group) => [group.kind, group.label])).toEqual([
      ['identity', 'Name and identity'],
      ['people', 'People'],
      ['plans', 'Plans and dates'],
      ['style', 'How they like Bela to talk'],
    ]);
  });

  it('puts the pinned first, then the newest learned first (an edit does not move one)', () => {
    const [people] = groupMemories([memory('old', 'people', 1), memory('new', 'people', 9), memory('pinned-old', 'people', 2, true), memory('mid', 'people', 5)]);
    expect(people!.memories.map((item) => item.id)).toEqual(['pinned-old', 'new', 'mid', 'old']);
  });
});
