import { describe, expect, it } from 'vitest';
import { momentCaption } from './moment-caption';
import { captionOf, choosePhoto, tagsIn, unsentOf } from './photo-moments';
import type { PhotoRecord } from '../../stores/photos';

describe('photo moments', () => {
  it('reads the tags the conversation calls up', () => {
    expect([...tagsIn("I'm at the beach this morning, the sea is lovely")].sort()).toEqual(['beach', 'morning']);
    expect([...tagsIn('Grabbing a latte downtown')].sort()).toEqual(['café', 'city']);
    expect(tagsIn('hello there').size).toBe(0);
  });

  it('picks the photo whose tags match the words, then the time of day, and falls back to any', () => {
    const photos = [
      { id: 'beach', tags: ['beach', 'morning'] },
      { id: 'city', tags: ['city', 'night'] },
    ];
    expect(choosePhoto(photos, new Set(['beach']), 'night', () => 0)).toBe('beach');
    expect(choosePhoto(photos, new Set(), 'night', () => 0)).toBe('city');
    expect(choosePhoto(photos, new Set(), undefined, () => 0.99)).toBe('city');
    expect(choosePhoto([], new Set(['beach']), 'morning', () => 0)).toBeNull();
  });

  it('sends no photo twice until every one was sent, then never the last one again at once', () => {
    const photos = [{ id: 'a', tags: [] }, { id: 'b', tags: [] }];
    const state = (sent: string[]) => ({ sent, unaskedAt: null, crisisIn: [], upgradeClickAt: null });
    expect(unsentOf(photos, state(['a'])).map((p) => p.id)).toEqual(['b']);
    expect(unsentOf(photos, state(['a', 'b'])).map((p) => p.id)).toEqual(['a']);
  });

  it("writes the caption in Bela's voice from the tags, never repeating the title or naming a file", () => {
    expect(momentCaption('At the beach', ['beach', 'morning', 'calm'])).toBe('Me at the beach this morning, in a quiet moment. Thought of you.');
    expect(momentCaption('Night out', ['city', 'night'])).toBe('Me out in the city tonight. Thought you might like it.');
    expect(momentCaption('', [])).toBe('One of my favourites. Just for you.');
  });

  it("shows the model's caption only when it passes the check Bela's replies pass, else the offline wording", async () => {
    const record = { title: 'At the beach', tags: ['beach', 'morning', 'calm'], caption: null } as unknown as PhotoRecord;
    const logger = { info() {}, warn() {}, error() {}, debug() {} } as never;
    const captioner = { driver: 'openai' as const, caption: async () => 'Words the check holds back.' };
    expect(await captionOf({ logger, captioner, captionShown: async () => false }, record)).toBe(momentCaption('At the beach', ['beach', 'morning', 'calm']));
    expect(await captionOf({ logger, captioner, captionShown: async () => true }, record)).toBe('Words the check holds back.');
  });
});
