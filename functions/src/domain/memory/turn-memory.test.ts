import { describe, expect, it } from 'vitest';
import type { KnownMemory } from '../../ports/memory-extractor';
import type { SafetyVerdict } from '../../ports/chat-model';
import { chooseMemories, withoutRepeats } from './turn-memory';
import type { Logger } from '../../platform/logger';
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

describe('the memories a reply is composed with', () => {
  const job = { ...known('They teach year 4.'), kind: 'work' as const };
  const others = Array.from({ length: 6 }, (_, i) => ({ ...known(`They like stamp ${i}.`), updatedAt: new Date(1000 + i) }));
  const memory = { enabled: true, all: [job, ...others] };
  const logger = { warn: () => undefined } as unknown as Logger;

  it('puts what answers a question by its meaning first, and asks nothing of a message that is no question', async () => {
    const asked: string[] = [];
    const memoryRecall = { answering: async (question: string) => (asked.push(question), [job]) };
    const chosen = await chooseMemories({ memoryRecall, logger }, memory, ['hello', 'what do I do for a living?']);
    expect(chosen[0]).toEqual({ ...job, related: true });
    await chooseMemories({ memoryRecall, logger }, memory, ['I had a long day']);
    expect(asked).toEqual(['what do I do for a living?']);
  });

  it('chooses by shared words alone when the recall fails, and nothing when memory is off', async () => {
    const memoryRecall = { answering: async () => Promise.reject(new Error('down')) };
    const chosen = await chooseMemories({ memoryRecall, logger }, memory, ['what do I do for a living?']);
    expect(chosen.map((m) => m.text)).not.toContain(job.text);
    expect(await chooseMemories({ memoryRecall, logger }, { enabled: false, all: [job] }, ['what is my job?'])).toEqual([]);
  });
});
