/**
 * The companions the understanding corpus scores: the offline Bela (the offline extractor and the
 * offline persona model), and any OpenAI-compatible endpoint through the production drivers, asked
 * the way a chat turn asks (features/chat/compose-reply.ts): Bela's system prompt, the member's
 * notes as a user turn of data, then the conversation.
 */
import { OfflineMemoryExtractor } from '../../functions/src/drivers/offline-memory/offline-memory-extractor';
import { OfflinePersonaModel } from '../../functions/src/drivers/offline-persona/offline-persona-model';
import { OpenAiChatModel } from '../../functions/src/drivers/openai-chat-model';
import { OpenAiMemoryExtractor } from '../../functions/src/drivers/openai-memory-extractor';
import { seeded } from '../../functions/src/drivers/test-support/seeded-random';
import { belaSystemPrompt, memoryNotesTurn } from '../../functions/src/features/chat/persona';
import { timeContext } from '../../functions/src/features/chat/time-context';
import type { ChatTurn } from '../../functions/src/ports/chat-model';
import { NOW, TIME_ZONE, type Companion } from './score';

const MAX_REPLY_TOKENS = 300;

export function offlineCompanion(): Companion {
  const model = new OfflinePersonaModel({ random: seeded(41), tokenDelayMs: 0, now: () => NOW });
  const system: ChatTurn = { role: 'system', content: 'You are Bela.' };
  return {
    extractor: new OfflineMemoryExtractor(),
    reply: async (history, memories) => model.reply({ messages: [system, ...history], maxTokens: MAX_REPLY_TOKENS, memories }).text,
  };
}

export interface Endpoint {
  baseURL: string;
  model: string;
  apiKey?: string;
}

export function endpointCompanion({ baseURL, model, apiKey }: Endpoint): Companion {
  const options = { baseURL, model, timeoutMs: 60_000, ...(apiKey ? { apiKey } : {}) };
  const chat = new OpenAiChatModel({ ...options, maxRetries: 2 });
  const time = timeContext({ now: NOW, timeZone: TIME_ZONE });
  return {
    extractor: new OpenAiMemoryExtractor(options),
    reply: async (history, memories) => {
      const notes = memoryNotesTurn(memories, TIME_ZONE);
      const messages: ChatTurn[] = [{ role: 'system', content: belaSystemPrompt({ now: NOW, time }) }, ...(notes ? [notes] : []), ...history];
      let text = '';
      for await (const chunk of chat.stream({ messages, maxTokens: MAX_REPLY_TOKENS })) text += chunk;
      return text;
    },
  };
}
