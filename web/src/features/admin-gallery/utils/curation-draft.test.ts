import { describe, expect, it } from 'vitest';
import { captionProblem, moveItem, teasersNeeded, teasersSavable, titleProblem, toggleTeaser } from './curation-draft';

describe('the admin gallery rules', () => {
  it('moves an item up, down and to the ends, clamping the target', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 2, 0)).toEqual(['c', 'a', 'b', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });

  it('checks a title (1-80 after trimming) and a caption (up to 300)', () => {
    expect(titleProblem('  ')).toBe('A title is required.');
    expect(titleProblem('x'.repeat(81))).toBe('A title is at most 80 characters.');
    expect(titleProblem(` ${'x'.repeat(80)} `)).toBeNull();
    expect(captionProblem('x'.repeat(301))).toBe('A caption is at most 300 characters.');
    expect(captionProblem('')).toBeNull();
  });

  it('keeps at most three teasers, in the order chosen', () => {
    expect(toggleTeaser(['a', 'b'], 'c')).toEqual(['a', 'b', 'c']);
    expect(toggleTeaser(['a', 'b', 'c'], 'd')).toEqual(['a', 'b', 'c']);
    expect(toggleTeaser(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
    expect([teasersNeeded(0), teasersNeeded(2), teasersNeeded(40)]).toEqual([0, 2, 3]);
    expect([teasersSavable(3, 40), teasersSavable(2, 40), teasersSavable(1, 2), teasersSavable(0, 0)]).toEqual([true, false, true, true]);
  });
});
