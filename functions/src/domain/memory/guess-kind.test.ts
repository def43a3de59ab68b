import { describe, expect, it } from 'vitest';
import { guessKind } from './guess-kind';

describe('guessKind', () => {
  it.each([
    ['My sister is Ana', 'people'],
    ['I have a dog called Pepper', 'people'],
    ['I work as a nurse', 'work'],
    ['I live in Lisbon', 'places'],
    ['I love jazz', 'likes'],
    ['Job interview on Tuesday', 'plans'],
    ['Keep your answers short', 'style'],
    ['My name is Marco', 'identity'],
  ] as const)('%s → %s', (text, kind) => {
    expect(guessKind(text)).toBe(kind);
  });
});
