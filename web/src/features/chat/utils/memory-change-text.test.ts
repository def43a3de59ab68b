import { describe, expect, it } from 'vitest';
import { memoryChangeText } from './memory-change-text';

describe('memoryChangeText', () => {
  it('says what Bela did, and what an Undo left', () => {
    const add = { op: 'add', memoryId: 'm1', text: 'Their sister is Ana.', kind: 'people' } as const;
    const update = { op: 'update', memoryId: 'm2', text: 'They live in Braga.', kind: 'places', previousText: 'They live in Porto.' } as const;
    const forget = { op: 'delete', memoryId: 'm3', text: 'They have a cat.', kind: 'likes' } as const;
    expect([add, update, forget].map((change) => memoryChangeText(change))).toEqual([
      'Bela will remember: Their sister is Ana.',
      'Bela updated: They live in Braga.',
      'Bela forgot: They have a cat.',
    ]);
    expect([add, update, forget].map((change) => memoryChangeText(change, true))).toEqual([
      "Bela won't remember: Their sister is Ana.",
      'Bela kept: They live in Porto.',
      'Bela still remembers: They have a cat.',
    ]);
  });
});
