import { describe, expect, it } from 'vitest';
import type { KnownMemory } from '../../ports/memory-extractor';
import type { SafetyVerdict } from '../../ports/chat-model';
import { withoutRepeats } from './turn-memory';
import { keepableOperations } from './memory-guard';

const clean: SafetyVerdict = { flags: [], categories: [], selfHarm: false };

const known = (text: string): KnownMemory => ({ id: text, text, kind: 'people', pinned: false, updatedAt: new Date(0) });

describe('what learning keeps of a proposal', () => {
  it('drops an add that repeats a memory or an earlier add, whatever the case or final stop', () => {
    const kept = withoutRepeats(
      [
        { op: 'add', text: 'their sister is Ana', kind: 'people' },
        { op: 'add', text: 'They live in Porto.', kind: 'places' },
        { op: 'add', text: 'They live in Porto', kind: 'places' },
        { op: 'update', memoryId: 'x', text: 'Their sister is Ana.', kind: 'people' },
      ],
      [known('Their sister is Ana.')],
    );
    expect(kept).toEqual([
      { op: 'add', text: 'They live in Porto.', kind: 'places' },
      { op: 'update', memoryId: 'x', text: 'Their sister is Ana.', kind: 'people' },
    ]);
  });

  it('drops what would keep sensitive data, never a delete', () => {
    expect(
      keepableOperations([
        { op: 'add', text: 'Their e-mail is ada@example.com.', kind: 'identity' },
        { op: 'update', memoryId: 'a', text: 'Their card is 4242 4242 4242 4242.', kind: 'identity' },
        { op: 'delete', memoryId: 'b' },
        { op: 'add', text: 'They love jazz.', kind: 'likes' },
      ], clean),
    ).toEqual([
      { op: 'delete', memoryId: 'b' },
      { op: 'add', text: 'They love jazz.', kind: 'likes' },
    ]);
  });
});
