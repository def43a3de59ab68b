import { describe, expect, it } from 'vitest';
import type { MemoryOperation } from '../../ports/memory-extractor';
import { readHandWritten } from './hand-written';

const now = new Date('2026-03-03T10:00:00Z');
const reading = (operations: MemoryOperation[] | Error) => ({
  propose: async () => {
    if (operations instanceof Error) throw operations;
    return operations;
  },
});

describe('readHandWritten', () => {
  it('keeps what the extractor read: its words, kind and slot', async () => {
    const note = await readHandWritten(reading([{ op: 'add', text: 'They work as a vet.', kind: 'work', slot: 'work' }]), "I'm a vet", undefined, now);
    expect(note).toEqual({ text: 'They work as a vet.', kind: 'work', slot: 'work' });
  });

  it('makes one memory of several facts, filed under the first, without a slot; the kind the member chose wins', async () => {
    const extractor = reading([
      { op: 'add', text: 'They live in Porto.', kind: 'places', slot: 'city' },
      { op: 'add', text: 'They love ramen.', kind: 'likes', slot: 'like:ramen' },
    ]);
    expect(await readHandWritten(extractor, 'I live in Porto and love ramen', undefined, now)).toEqual({ text: 'They live in Porto. They love ramen.', kind: 'places' });
    expect(await readHandWritten(extractor, 'I live in Porto and love ramen', 'likes', now)).toEqual({ text: 'They live in Porto. They love ramen.', kind: 'likes' });
  });

  it('keeps the member’s words, filed under the kind read, when the reading lost part of them (a name, a negation, a date)', async () => {
    const nurse = reading([{ op: 'add', text: 'They work as a nurse.', kind: 'work', slot: 'work' }]);
    expect(await readHandWritten(nurse, "I'm a nurse and my neighbour's dog is Rex", undefined, now)).toEqual({ text: "I'm a nurse and my neighbour's dog is Rex", kind: 'work' });
    const brother = reading([{ op: 'add', text: 'They have a brother called Ravi.', kind: 'people' }]);
    expect((await readHandWritten(brother, "I don't have a sister, just a brother called Ravi", undefined, now)).text).toBe("I don't have a sister, just a brother called Ravi");
    // Forms of one word are the same word.
    const teacher = reading([{ op: 'add', text: 'They work as a teacher of kids.', kind: 'work' }]);
    expect((await readHandWritten(teacher, 'I teach kid', undefined, now)).text).toBe('They work as a teacher of kids.');
  });

  it('drops a fact another one read from the note already holds', async () => {
    const extractor = reading([
      { op: 'add', text: 'Their best friend is Tomasz.', kind: 'people', slot: 'person:best-friend' },
      { op: 'add', text: 'Their best friend Tomasz is getting married in June.', kind: 'plans', slot: 'plan:wedding' },
    ]);
    expect(await readHandWritten(extractor, 'My best friend Tomasz is getting married in June', undefined, now)).toEqual({
      text: 'Their best friend Tomasz is getting married in June.',
      kind: 'plans',
      slot: 'plan:wedding',
    });
  });

  it('keeps the member’s words, their kind guessed, when the extractor reads nothing or fails', async () => {
    expect(await readHandWritten(reading([]), 'Their dog is called Pepper.', undefined, now)).toEqual({ text: 'Their dog is called Pepper.', kind: 'people' });
    expect(await readHandWritten(reading(new Error('down')), 'Their dog is called Pepper.', 'identity', now)).toEqual({ text: 'Their dog is called Pepper.', kind: 'identity' });
  });

  it('keeps the member’s words when the reading would be longer than a memory may be', async () => {
    const long = 'They like lots of '.padEnd(290, 'x') + '.';
    const note = await readHandWritten(reading([{ op: 'add', text: long, kind: 'likes' }, { op: 'add', text: 'They love ramen.', kind: 'likes' }]), 'I like lots', undefined, now);
    expect(note).toEqual({ text: 'I like lots', kind: 'likes' });
  });
  it('reads a terse note as its writer saying it: a label and its value, a clause without its subject, a bare word', async () => {
    // An extractor that reads only whole first-person sentences, and makes a verb of a bare noun as one would.
    const said: string[] = [];
    const firstPerson = {
      propose: async ({ message }: { message: string }): Promise<MemoryOperation[]> => {
        said.push(message);
        const known: Record<string, MemoryOperation> = {
          "I'm a nurse": { op: 'add', text: 'They work as a nurse.', kind: 'work', slot: 'work' },
          nurse: { op: 'add', text: 'They nurse.', kind: 'work', slot: 'work' },
          'My cat is Miso': { op: 'add', text: 'Their cat is called Miso.', kind: 'people', slot: 'pet:cat' },
          'I live in Porto': { op: 'add', text: 'They live in Porto.', kind: 'places', slot: 'city' },
          "I'm married to Sam": { op: 'add', text: 'They’re married to Sam.', kind: 'identity', slot: 'relationship' },
          'I study law': { op: 'add', text: 'They study law.', kind: 'work', slot: 'study' },
        };
        return known[message] ? [known[message]] : [];
      },
    };
    expect((await readHandWritten(firstPerson, 'nurse', undefined, now)).text).toBe('They work as a nurse.');
    expect((await readHandWritten(firstPerson, 'Job: nurse', undefined, now)).text).toBe('They work as a nurse.');
    expect((await readHandWritten(firstPerson, 'Cat: Miso', undefined, now)).text).toBe('Their cat is called Miso.');
    expect((await readHandWritten(firstPerson, 'Lives in Porto', undefined, now)).text).toBe('They live in Porto.');
    expect((await readHandWritten(firstPerson, 'Married to Sam', undefined, now)).text).toBe('They’re married to Sam.');
    expect((await readHandWritten(firstPerson, 'Studies law', undefined, now)).text).toBe('They study law.');
    // A note that is a sentence already is read as written, and one nothing reads is kept as typed.
    said.length = 0;
    expect((await readHandWritten(firstPerson, 'They love jazz.', undefined, now)).text).toBe('They love jazz.');
    expect(said).toEqual(['They love jazz.']);
    expect((await readHandWritten(firstPerson, 'Allergy: peanuts', undefined, now)).text).toBe('Allergy: peanuts');
  });
});
