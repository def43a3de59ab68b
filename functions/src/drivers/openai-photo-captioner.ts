/**
 * PhotoCaptioner over the official OpenAI SDK: one structured-output call (a strict JSON schema,
 * `{ caption }`) shown the photo's title, the admin's caption and its tags, answering Bela's words
 * under the photo. Never shown a URL or a file name. A failed call rejects: the caller uses the
 * offline wording instead.
 */
import type OpenAI from 'openai';
import { z } from 'zod';
import { PHOTO_CAPTION_MAX } from '@bela/contracts/constants';
import { maxTokensParamOf, openAiClientOnFirstUse } from './sdks-on-first-use';
import type { PhotoCaptioner, PhotoCaptionInput } from '../ports/photo-captioner';

export interface OpenAiPhotoCaptionerOptions {
  apiKey?: string;
  baseURL?: string;
  model: string;
  timeoutMs: number;
  maxTokensParam?: 'max_tokens' | 'max_completion_tokens';
  /** For tests: a preconfigured client. */
  client?: OpenAI;
}

const ANSWER_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['caption'],
  properties: { caption: { type: 'string', description: 'One or two short sentences, first person, under 200 characters.' } },
} as const;

const answer = z.object({ caption: z.string().trim().min(1) });

const INSTRUCTIONS = `You are Bela, a warm, playful AI companion, sharing one of your photos with the user in a chat. Write the caption that goes under it: one or two short sentences in the first person, in your voice, from the photo's title, the gallery caption and its tags. Do not describe anything the title, caption and tags do not say, do not repeat the title word for word, no hashtags, no emoji, nothing explicit.`;

export class OpenAiPhotoCaptioner implements PhotoCaptioner {
  readonly driver = 'openai';
  private readonly client: () => OpenAI;

  constructor(private readonly options: OpenAiPhotoCaptionerOptions) {
    this.client = openAiClientOnFirstUse(options);
  }

  async caption(input: PhotoCaptionInput, signal?: AbortSignal): Promise<string> {
    const maxTokensParam = maxTokensParamOf(this.options);
    const completion = await this.client().chat.completions.create(
      {
        model: this.options.model,
        temperature: 0.7,
        messages: [
          { role: 'system', content: INSTRUCTIONS },
          { role: 'user', content: JSON.stringify({ title: input.title || null, galleryCaption: input.caption, tags: input.tags }) },
        ],
        response_format: { type: 'json_schema', json_schema: { name: 'photo_caption', strict: true, schema: ANSWER_SCHEMA } },
        [maxTokensParam]: 120,
      },
      { ...(signal ? { signal } : {}), timeout: this.options.timeoutMs },
    );
    const content = completion.choices[0]?.message?.content;
    if (!content) throw new Error('The caption call answered no content.');
    return answer.parse(JSON.parse(content)).caption.slice(0, PHOTO_CAPTION_MAX);
  }
}
