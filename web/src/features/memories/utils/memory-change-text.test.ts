import { describe, expect, it } from 'vitest';
import { memoryChangeText, toMember } from './memory-change-text';

describe('memoryChangeText', () => {
  it('says what Bela did, to the member, and what an Undo left', () => {
    const add = { op: 'add', memoryId: 'm1', text: 'Their sister is Ana.', kind: 'people' } as const;
    const update = { op: 'update', memoryId: 'm2', text: 'They live in Braga.', kind: 'places', previousText: 'They live in Porto.' } as const;
    const forget = { op: 'delete', memoryId: 'm3', text: 'They have a cat.', kind: 'likes' } as const;
    expect([add, update, forget].map((change) => memoryChangeText(change))).toEqual([
      'Bela will remember: your sister is Ana',
      'Bela updated: you live in Braga',
      'Bela forgot: you have a cat',
    ]);
    expect([add, update, forget].map((change) => memoryChangeText(change, true))).toEqual([
      "Bela won't remember: your sister is Ana",
      'Bela kept: you live in Porto',
      'Bela still remembers: you have a cat',
    ]);
  });
});

describe('toMember', () => {
  it.each([
    ["They're training for a marathon.", "you're training for a marathon"],
    ['They are vegetarian.', 'you are vegetarian'],
    ['My sister is Ana', 'my sister is Ana'],
    ['Ana is my sister', 'Ana is my sister'],
    ['Theodore is their cat.', 'Theodore is their cat'],
  ])('%s → %s', (note, said) => {
    expect(toMember(note)).toBe(said);
  });
});
