import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ExtractionInput, MemoryExtractor } from '../ports/memory-extractor';
import { OpenAiMemoryExtractor } from './openai-memory-extractor';

// The stand-in lives outside this package's rootDir (see openai-chat-model.test.ts): its API is declared here.
const STAND_IN_MODULE = '../../../tests/support/openai-stand-in';
interface OpenAiStandIn {
  baseURL: string;
  requests: { path: string; body: any }[];
  setMode(mode: string): void;
  close(): Promise<void>;
}
let answer = '';
let standIn: OpenAiStandIn;
beforeAll(async () => {
  const standInModule = (await import(STAND_IN_MODULE)) as { startOpenAiStandIn(options: Record<string, unknown>): Promise<OpenAiStandIn> };
  standIn = await standInModule.startOpenAiStandIn({ reply: () => answer });
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.setMode('ok');
  standIn.requests.length = 0;
});

const input = (fields: Partial<ExtractionInput> = {}): ExtractionInput => ({
  message: "I moved to Porto, and my sister's name is Ana",
  previousReply: 'Where do you live these days?',
  memories: [
    { id: 'real-city-id', text: 'They live in Lisbon.', kind: 'places', pinned: false, updatedAt: new Date(0) },
    { id: 'real-dog-id', text: 'Their dog is called Pepper.', kind: 'people', pinned: false, updatedAt: new Date(0) },
  ],
  now: new Date(Date.UTC(2026, 2, 3, 12)),
  timeZone: 'Europe/Lisbon',
  ...fields,
});

const extractor = (fallback?: MemoryExtractor) => new OpenAiMemoryExtractor({ baseURL: standIn.baseURL, model: 'stand-in', timeoutMs: 2_000, ...(fallback ? { fallback } : {}) });

describe('OpenAiMemoryExtractor', () => {
  it('asks once with a strict JSON schema and maps the short keys back to the memories', async () => {
    answer = JSON.stringify({
      operations: [
        { op: 'update', memory: 'm1', text: 'They live in Porto.', kind: 'places' },
        { op: 'add', memory: null, text: 'Their sister is Ana.', kind: 'people' },
        { op: 'delete', memory: 'm9', text: null, kind: null },
        { op: 'none', memory: null, text: null, kind: null },
      ],
    });
    const operations = await extractor().propose(input());
    expect(operations).toEqual([
      { op: 'update', memoryId: 'real-city-id', text: 'They live in Porto.', kind: 'places' },
      { op: 'add', text: 'Their sister is Ana.', kind: 'people' },
    ]);
    expect(standIn.requests).toHaveLength(1);
    const { body } = standIn.requests[0]!;
    expect(body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'memory_operations', strict: true } });
    const shown = JSON.parse(body.messages[1].content);
    expect(shown).toMatchObject({ today: 'Tuesday, 3 March 2026', belaSaidBefore: 'Where do you live these days?', userMessage: input().message });
    expect(shown.existingMemories).toEqual([
      { key: 'm1', text: 'They live in Lisbon.', kind: 'places' },
      { key: 'm2', text: 'Their dog is called Pepper.', kind: 'people' },
    ]);
    // Real ids never reach the model.
    expect(JSON.stringify(body)).not.toContain('real-city-id');
  });

  it('falls back when the answer does not parse or the service fails', async () => {
    const fallback: MemoryExtractor = { driver: 'offline', contextLimit: 500, propose: async () => [{ op: 'add', text: 'From the fallback.', kind: 'likes' }] };
    answer = 'not json';
    expect(await extractor(fallback).propose(input())).toEqual([{ op: 'add', text: 'From the fallback.', kind: 'likes' }]);
    expect(await extractor().propose(input())).toEqual([]);
    standIn.setMode('fail-500');
    expect(await extractor(fallback).propose(input())).toHaveLength(1);
  });
});
