/**
 * MemoryExtractor over the official OpenAI SDK: one structured-output call (a JSON schema, strict)
 * that is shown the member's message, Bela's message before it and the relevant existing memories,
 * and answers with operations on them. Existing memories are named by short keys ("m1", "m2"...)
 * rather than their ids, so the model cannot name a memory it was not shown. A failed call (the
 * service, a timeout, an answer that does not parse) falls back to another extractor, if given.
 */
import type OpenAI from 'openai';
import { maxTokensParamOf, openAiClientOnFirstUse } from './sdks-on-first-use';
import { z } from 'zod';
import { MEMORY_TEXT_MAX_CHARS, memoryKinds } from '@bela/contracts/memories';
import type { ExtractionInput, MemoryExtractor, MemoryOperation } from '../ports/memory-extractor';

export interface OpenAiMemoryExtractorOptions {
  apiKey?: string;
  baseURL?: string;
  model: string;
  timeoutMs: number;
  maxTokensParam?: 'max_tokens' | 'max_completion_tokens';
  /** For tests: a preconfigured client. */
  client?: OpenAI;
  /** Proposes instead when the call fails (the offline extractor in production). */
  fallback?: MemoryExtractor;
  onFailure?: (error: unknown) => void;
}

const MAX_OUTPUT_TOKENS = 600;

/** The answer's JSON schema: strict structured outputs need every field required and nothing else. */
const ANSWER_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['operations'],
  properties: {
    operations: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['op', 'memory', 'text', 'kind'],
        properties: {
          op: { type: 'string', enum: ['add', 'update', 'delete', 'none'] },
          memory: { type: ['string', 'null'], description: 'The key of the existing memory (m1, m2...) for update and delete; null for add.' },
          text: { type: ['string', 'null'], description: 'For add and update: the memory, one short sentence about the user in the third person.' },
          kind: { type: ['string', 'null'], enum: [...memoryKinds, null] },
        },
      },
    },
  },
} as const;

const answer = z.object({
  operations: z.array(
    z.object({
      op: z.enum(['add', 'update', 'delete', 'none']),
      memory: z.string().nullable(),
      text: z.string().nullable(),
      kind: z.enum(memoryKinds).nullable(),
    }),
  ),
});

const INSTRUCTIONS = `You keep the long-term memory of Bela, an AI companion, about one user. You are given the user's newest message, Bela's message just before it, today's date in the user's time zone, and the user's existing memories that may be related, each with a key.

Decide what the newest message changes, and answer with a list of operations:
- "add": a new lasting fact about the user (their name, the people and pets in their life and their names, work and study, where they live, likes and dislikes, plans and events with their dates, how they want Bela to talk). Write it as one short sentence in the third person ("Their sister is Ana.", "They have a job interview on Tuesday 10 March 2026."). Turn relative dates into real dates from today's date.
- "update": the message changes an existing memory (they moved, changed jobs, the date moved). Give its key and the whole new sentence.
- "delete": the user says an existing memory is no longer true or asks Bela to forget it. Give its key.
- Nothing to change: an empty list.
Only what the user says about themselves counts: not questions, not hypotheticals, not what others think, not Bela's own words. Never store card numbers, passwords, e-mail addresses, phone numbers or anything said in distress about harming themselves. Never add a fact that an existing memory already says.`;

export class OpenAiMemoryExtractor implements MemoryExtractor {
  readonly driver = 'openai';
  /** Existing memories shown to the model with a message: about 2,000 prompt tokens at most. */
  readonly contextLimit = 60;
  /** The SDK's client, made on the first call (the SDK is loaded then: sdks-on-first-use.ts). */
  private readonly client: () => OpenAI;

  constructor(private readonly options: OpenAiMemoryExtractorOptions) {
    this.client = openAiClientOnFirstUse(options);
  }

  async propose(input: ExtractionInput): Promise<MemoryOperation[]> {
    try {
      return await this.ask(input);
    } catch (error) {
      this.options.onFailure?.(error);
      return this.options.fallback ? this.options.fallback.propose(input) : [];
    }
  }

  private async ask(input: ExtractionInput): Promise<MemoryOperation[]> {
    const keys = new Map(input.memories.map((memory, index) => [`m${index + 1}`, memory]));
    const today = input.now.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: input.timeZone ?? 'UTC' });
    const shown = {
      today,
      existingMemories: [...keys].map(([key, memory]) => ({ key, text: memory.text, kind: memory.kind })),
      belaSaidBefore: input.previousReply ?? null,
      userMessage: input.message,
    };
    const maxTokensParam = maxTokensParamOf(this.options);
    const completion = await this.client().chat.completions.create(
      {
        model: this.options.model,
        temperature: 0,
        messages: [
          { role: 'system', content: INSTRUCTIONS },
          { role: 'user', content: JSON.stringify(shown) },
        ],
        response_format: { type: 'json_schema', json_schema: { name: 'memory_operations', strict: true, schema: ANSWER_SCHEMA } },
        [maxTokensParam]: MAX_OUTPUT_TOKENS,
      },
      { ...(input.signal ? { signal: input.signal } : {}), timeout: this.options.timeoutMs },
    );
    const content = completion.choices[0]?.message?.content;
    if (!content) throw new Error('The memory extraction answered no content.');
    const parsed = answer.parse(JSON.parse(content));
    return parsed.operations.flatMap((operation): MemoryOperation[] => {
      const text = operation.text?.trim().slice(0, MEMORY_TEXT_MAX_CHARS);
      const existing = operation.memory ? keys.get(operation.memory) : undefined;
      if (operation.op === 'add' && text) return [{ op: 'add', text, kind: operation.kind ?? 'identity' }];
      if (operation.op === 'update' && existing && text) return [{ op: 'update', memoryId: existing.id, text, kind: operation.kind ?? existing.kind }];
      if (operation.op === 'delete' && existing) return [{ op: 'delete', memoryId: existing.id }];
      return [];
    });
  }
}
