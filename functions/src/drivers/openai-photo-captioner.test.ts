import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OpenAiPhotoCaptioner } from './openai-photo-captioner';

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

const captioner = () => new OpenAiPhotoCaptioner({ baseURL: standIn.baseURL, model: 'stand-in', timeoutMs: 2_000 });

describe('OpenAiPhotoCaptioner', () => {
  it("asks once with a strict JSON schema, shown the title, caption and tags (never a URL), and answers Bela's caption", async () => {
    answer = JSON.stringify({ caption: 'Caught the first light by the sea this morning. Thought of you.' });
    const caption = await captioner().caption({ title: 'Beach morning', caption: 'Waves at sunrise.', tags: ['beach', 'morning'] });
    expect(caption).toBe('Caught the first light by the sea this morning. Thought of you.');
    expect(standIn.requests).toHaveLength(1);
    const body = standIn.requests[0]!.body;
    expect(body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'photo_caption', strict: true } });
    const shown = JSON.parse(body.messages.at(-1).content);
    expect(shown).toEqual({ title: 'Beach morning', galleryCaption: 'Waves at sunrise.', tags: ['beach', 'morning'] });
    expect(JSON.stringify(body)).not.toMatch(/https?:|\/photos\//);
  });

  it('rejects an answer that is not the schema, so the caller uses the offline wording', async () => {
    answer = 'not json';
    await expect(captioner().caption({ title: 'x', caption: null, tags: [] })).rejects.toThrow();
    answer = JSON.stringify({ caption: '' });
    await expect(captioner().caption({ title: 'x', caption: null, tags: [] })).rejects.toThrow();
  });
});
