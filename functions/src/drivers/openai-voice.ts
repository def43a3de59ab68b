/**
 * Bela's voice over the official OpenAI SDK, for OpenAI itself or any OpenAI-compatible server
 * (the chat's base URL and key): the speech endpoint with one fixed voice and a style instruction,
 * its audio streamed as it comes; the transcription endpoint with the recording uploaded as a file.
 * The SDK is loaded on the first call (sdks-on-first-use.ts), never with the functions' code.
 */
import type OpenAI from 'openai';
import { openAiClientOnFirstUse, openAiSdk } from './sdks-on-first-use';
import { VoiceError, type SpeechAudio, type SpeechRequest, type SpeechSynthesizer, type Transcriber, type TranscriptionRequest } from '../ports/voice';

/** Bela's voice: one voice for every member, so that she always sounds like herself. */
export const BELA_VOICE = 'coral';
/** How she speaks: the style instruction sent with every reply. */
export const BELA_STYLE =
  'Speak as Bela, a warm and attentive companion: calm, friendly and unhurried, with natural pauses, as if talking with a friend in a quiet room. Never theatrical.';
export const SPEECH_MODEL = 'gpt-4o-mini-tts';
export const TRANSCRIPTION_MODEL = 'gpt-4o-mini-transcribe';

export interface OpenAiVoiceOptions {
  apiKey?: string;
  /** An OpenAI-compatible endpoint; OpenAI itself when unset. */
  baseURL?: string;
  timeoutMs: number;
  speechModel?: string;
  transcriptionModel?: string;
  /** For tests: a preconfigured client. */
  client?: OpenAI;
}

/** The client of a voice driver, made on its first call; the SDK retries a failed call once. */
const clientFactory = (options: OpenAiVoiceOptions): (() => OpenAI) => openAiClientOnFirstUse(options, 1);

/** The SDK's failure as the port's: never the service's own text toward a client. */
function voiceFailure(error: unknown): VoiceError {
  if (error instanceof VoiceError) return error;
  const sdk = openAiSdk();
  if (error instanceof sdk.APIConnectionTimeoutError) return new VoiceError('timeout', 'The voice service timed out.', { cause: error });
  if (error instanceof sdk.APIError && error.status === 429) return new VoiceError('rate-limited', 'The voice service is rate limited.', { cause: error });
  if (error instanceof sdk.APIError && error.status !== undefined && error.status < 500) return new VoiceError('bad-response', 'The voice service refused the request.', { cause: error });
  return new VoiceError('unavailable', 'The voice service failed.', { cause: error });
}

async function* chunksOf(body: ReadableStream<Uint8Array>): AsyncIterable<Uint8Array> {
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      if (value?.length) yield value;
    }
  } catch (error) {
    throw voiceFailure(error);
  } finally {
    reader.releaseLock();
  }
}

export class OpenAiSpeechSynthesizer implements SpeechSynthesizer {
  readonly driver = 'openai';
  private readonly client: () => OpenAI;

  constructor(private readonly options: OpenAiVoiceOptions) {
    this.client = clientFactory(options);
  }

  async synthesize({ text, signal }: SpeechRequest): Promise<SpeechAudio> {
    try {
      const response = await this.client().audio.speech.create(
        { model: this.options.speechModel ?? SPEECH_MODEL, voice: BELA_VOICE, instructions: BELA_STYLE, input: text, response_format: 'mp3' },
        { signal },
      );
      if (!response.body) throw new VoiceError('bad-response', 'The speech answer had no body.');
      return { contentType: 'audio/mpeg', chunks: chunksOf(response.body) };
    } catch (error) {
      throw voiceFailure(error);
    }
  }
}

export class OpenAiTranscriber implements Transcriber {
  readonly driver = 'openai';
  readonly available = true;
  private readonly client: () => OpenAI;

  constructor(private readonly options: OpenAiVoiceOptions) {
    this.client = clientFactory(options);
  }

  async transcribe({ audio, contentType, fileName, signal }: TranscriptionRequest): Promise<string> {
    try {
      const file = await openAiSdk().toFile(audio, fileName, { type: contentType });
      const answer = await this.client().audio.transcriptions.create({ model: this.options.transcriptionModel ?? TRANSCRIPTION_MODEL, file }, { signal });
      return typeof answer.text === 'string' ? answer.text.trim() : '';
    } catch (error) {
      throw voiceFailure(error);
    }
  }
}
