import { describe, expect, it } from 'vitest';
import { ReplyMemory } from './reply-memory';

describe('ReplyMemory', () => {
  it('keeps the last reply per user and input', () => {
    const memory = new ReplyMemory();
    memory.remember('a', 'hi', 'first');
    memory.remember('a', 'hi', 'second');
    memory.remember('b', 'hi', 'other');
    expect(memory.lastReply('a', 'hi')).toBe('second');
    expect(memory.lastReply('b', 'hi')).toBe('other');
    expect(memory.lastReply(undefined, 'hi')).toBeUndefined();
    expect(memory.lastReply('a', 'hello')).toBeUndefined();
  });

  it('keeps requests without a key apart from every real key', () => {
    const memory = new ReplyMemory();
    memory.remember(undefined, 'hi', 'anonymous');
    expect(memory.lastReply(undefined, 'hi')).toBe('anonymous');
    for (const key of ['', 'anonymous', 'undefined', 'Symbol(anonymous)']) expect(memory.lastReply(key, 'hi')).toBeUndefined();
  });

  it('stays bounded when many users and inputs arrive', () => {
    const memory = new ReplyMemory({ maxUsers: 20, maxInputsPerUser: 5 });
    for (let user = 0; user < 500; user += 1) {
      for (let input = 0; input < 30; input += 1) memory.remember(`user-${user}`, `input-${input}`, 'reply');
      const { users, inputs } = memory.size();
      expect(users).toBeLessThanOrEqual(20);
      expect(inputs).toBeLessThanOrEqual(20 * 5);
    }
    expect(memory.size()).toEqual({ users: 20, inputs: 100 });
  });

  it('forgets the least recently active user first', () => {
    const memory = new ReplyMemory({ maxUsers: 2, maxInputsPerUser: 5 });
    memory.remember('a', 'hi', 'to a');
    memory.remember('b', 'hi', 'to b');
    memory.remember('a', 'hello', 'to a again');
    memory.remember('c', 'hi', 'to c');
    expect(memory.lastReply('a', 'hi')).toBe('to a');
    expect(memory.lastReply('b', 'hi')).toBeUndefined();
    expect(memory.lastReply('c', 'hi')).toBe('to c');
  });

  it('forgets the least recently used input of a user first', () => {
    const memory = new ReplyMemory({ maxUsers: 2, maxInputsPerUser: 2 });
    memory.remember('a', 'one', '1');
    memory.remember('a', 'two', '2');
    memory.remember('a', 'one', '1 again');
    memory.remember('a', 'three', '3');
    expect(memory.lastReply('a', 'one')).toBe('1 again');
    expect(memory.lastReply('a', 'two')).toBeUndefined();
    expect(memory.lastReply('a', 'three')).toBe('3');
  });
});
