import { describe, expect, it } from 'vitest';
import { saidAsEvidence } from './said-evidence';

const at = new Date(Date.UTC(2026, 2, 2));
const texts = (said: string[]) => saidAsEvidence(said.map((text) => ({ text })), at).map((evidence) => evidence.text);

describe('what the member said earlier, as evidence', () => {
  it('keeps their sentences about themselves, in the memories’ voice', () => {
    expect(texts(['ugh long day. I teach yoga in the evenings and my husband cooks'])).toEqual(['They teach yoga in the evenings and their husband cooks.']);
    expect(texts(["I'm a plumber; we've two boys"])).toEqual(['They’re a plumber.', 'They’ve two boys.']);
  });

  it('leaves out questions, sentences about nobody in particular and what was taken back', () => {
    expect(texts(['what do I do?', 'nice weather today'])).toEqual([]);
    expect(texts(['I walk to work every day, what about you?'])).toEqual(['They walk to work every day.']);
    expect(texts(['I have a dog called Pepper', "I don't have a dog anymore"])).toEqual(["They don't have a dog anymore."]);
  });
});
