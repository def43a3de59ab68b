import { describe, expect, it } from 'vitest';
import type { ChatTurn } from '../../ports/chat-model';
import { OfflinePersonaModel } from './offline-persona-model';
import { DEFAULT_REPLY_MEMORY_LIMITS } from './reply-memory';

const HISTORY: ChatTurn[] = [
  { role: 'system', content: 'You are Bela.' },
  { role: 'user', content: 'hi' },
  { role: 'assistant', content: 'Hey there, I’m Bela. What’s on your mind today?' },
];

// With the random source stuck at 0, the only thing that varies a reply is the memory of the last
// reply to the same input, which makes that memory observable.
const stuckModel = () => new OfflinePersonaModel({ random: () => 0 });

function reply(model: OfflinePersonaModel, text: string, memoryKey?: string): string {
  return model.reply({ messages: [...HISTORY, { role: 'user', content: text }], maxTokens: 500, memoryKey }).text;
}

describe('OfflinePersonaModel reply memory', () => {
  it('keeps a separate memory for each user', () => {
    const model = stuckModel();
    const first = reply(model, 'how are you?', 'user-a');
    // Another user sending the same message is not steered away from user A's reply.
    expect(reply(model, 'how are you?', 'user-b')).toBe(first);
    // User A still is.
    expect(reply(model, 'how are you?', 'user-a')).not.toBe(first);
  });

  it('shares one anonymous memory between requests without a key', () => {
    const model = stuckModel();
    const first = reply(model, 'how are you?');
    expect(reply(model, 'how are you?')).not.toBe(first);
    expect(reply(model, 'how are you?', 'user-a')).toBe(first);
  });

  it('forgets the least recently active user once too many users arrive', () => {
    const model = stuckModel();
    const first = reply(model, 'how are you?', 'user-a');
    for (let i = 0; i < DEFAULT_REPLY_MEMORY_LIMITS.maxUsers; i += 1) reply(model, 'hello', `other-${i}`);
    // User A was forgotten, so the stuck random source gives the first reply again.
    expect(reply(model, 'how are you?', 'user-a')).toBe(first);
  });

  it('forgets the oldest input of a user once the user sends too many different ones', () => {
    const model = stuckModel();
    const first = reply(model, 'how are you?', 'user-a');
    for (let i = 0; i < DEFAULT_REPLY_MEMORY_LIMITS.maxInputsPerUser; i += 1) reply(model, `I love my dog number ${i}`, 'user-a');
    expect(reply(model, 'how are you?', 'user-a')).toBe(first);
  });
});
