import { describe, expect, it } from 'vitest';
import type { KnownMemory } from '../../ports/memory-extractor';
import { keywordsOf, memoriesForExtraction, RECENT_EXTRAS, selectMemories } from './select-memories';

let n = 0;
const memory = (text: string, fields: Partial<KnownMemory> = {}): KnownMemory => ({
  id: `m${(n += 1)}`,
  text,
  kind: 'people',
  pinned: false,
  updatedAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000),
  ...fields,
});
const texts = (memories: KnownMemory[]) => memories.map((m) => m.text);

describe('keywordsOf', () => {
  it('keeps meaningful words, folds case, accents, plurals and possessives', () => {
    expect([...keywordsOf("What's my SISTER's name? Do you remember the cafés?")].sort()).toEqual(['cafe', 'name', 'remember', 'sister']);
  });
});

describe('selectMemories', () => {
  it('puts pinned memories first, then those sharing words with the talk, then only a few newest others', () => {
    const sister = memory('Their sister is Ana; she lives in Porto.');
    const pinned = memory('They like short answers.', { pinned: true, kind: 'style' });
    const unrelated = Array.from({ length: 10 }, (_, i) => memory(`They collect stamps of kind ${i}.`, { kind: 'likes' }));
    const chosen = selectMemories([sister, ...unrelated, pinned], ['hello', "what's my sister's name?"]);
    expect(chosen[0]).toEqual({ ...pinned, related: true });
    expect(chosen[1]).toEqual({ ...sister, related: true });
    expect(chosen.slice(2).map((m) => m.related)).toEqual([false, false, false]);
    expect(chosen).toHaveLength(2 + RECENT_EXTRAS);
    // The extras are the newest of the unrelated ones.
    expect(texts(chosen.slice(2))).toEqual(texts(unrelated.slice(-RECENT_EXTRAS).reverse()));
  });

  it('ranks by shared words, the newest turn counting twice, then by recency', () => {
    const dog = memory('Their dog is called Pepper.');
    const work = memory('They work as a nurse in Lisbon.', { kind: 'work' });
    const chosen = selectMemories([dog, work], ['I walked my dog today', 'work in Lisbon was long']);
    expect(texts(chosen)).toEqual([work.text, dog.text]);
  });

  it('stays within the token budget', () => {
    const long = Array.from({ length: 40 }, (_, i) => memory(`Their friend number ${i} is called Friend${i} and loves ${'x'.repeat(200)}`));
    const chosen = selectMemories(long, ['friend called friend'], 300);
    expect(chosen.length).toBeGreaterThan(0);
    const tokens = chosen.reduce((sum, m) => sum + Math.ceil(m.text.length / 4) + 6, 0);
    expect(tokens).toBeLessThanOrEqual(300);
  });

  it('always brings the name the member goes by, however old and unrelated to the talk', () => {
    const name = memory('Their name is Priya.', { kind: 'identity', updatedAt: new Date(Date.UTC(2025, 0, 1)) });
    const others = Array.from({ length: 8 }, (_, i) => memory(`They visited museum number ${i}.`, { kind: 'likes' }));
    const chosen = selectMemories([name, ...others], ['hey, it is me again']);
    expect(texts(chosen)).toContain('Their name is Priya.');
    expect(chosen.find((m) => m.text === name.text)?.related).toBe(false);
    // Said another way, or by another extractor (no slot): still a name.
    expect(texts(selectMemories([memory('They go by Theo.', { updatedAt: new Date(Date.UTC(2025, 0, 1)) }), ...others], ['hi']))).toContain('They go by Theo.');
  });

  it('is empty without memories', () => {
    expect(selectMemories([], ['hi'])).toEqual([]);
  });
});

describe('memoriesForExtraction', () => {
  it('shows sharing memories first, then slotted ones, and at most the limit', () => {
    const many = Array.from({ length: 100 }, (_, i) => memory(`Fact ${i}.`, { kind: 'likes' }));
    const city = memory('They live in Lisbon.', { slot: 'city', kind: 'places' });
    const sister = memory('Their sister is Ana.');
    const shown = memoriesForExtraction([...many, city, sister], 'I moved to Porto with my sister', 60);
    expect(shown.slice(0, 2)).toEqual([sister, city]);
    expect(shown).toHaveLength(60);
  });
});

describe('selectMemories with memories found by meaning', () => {
  it('takes them right after the pinned ones, as related, once each, even when they share no word with the talk', () => {
    const job = memory('They teach year 4 at a primary school.', { kind: 'work' });
    const pinned = memory('They like short answers.', { pinned: true, kind: 'style' });
    const newer = Array.from({ length: 6 }, (_, i) => memory(`They collect stamps of kind ${i}.`, { kind: 'likes' }));
    const question = ['what do I do for a living?'];
    expect(texts(selectMemories([job, pinned, ...newer], question))).not.toContain(job.text);
    const chosen = selectMemories([job, pinned, ...newer], question, undefined, [job]);
    expect(chosen.slice(0, 2)).toEqual([{ ...pinned, related: true }, { ...job, related: true }]);
    expect(texts(chosen).filter((text) => text === job.text)).toHaveLength(1);
  });
});

describe('a question about one of a family of words', () => {
  it('brings the memories of the others of the family ("have I got a brother?" finds the sister)', () => {
    const others = Array.from({ length: 30 }, (_, i) => memory(`They like hobby number ${i} a great deal, all in all.`));
    const sister = memory('Their sister is Hana.', { updatedAt: new Date(Date.UTC(2025, 0, 1)) });
    expect(texts(selectMemories([sister, ...others], ['have I got a brother?']))).toContain('Their sister is Hana.');
  });
});
