/**
 * Bela's voice (issue 43): SpeechSynthesizer reads one of her replies aloud; Transcriber turns a
 * member's recording into text. Drivers: OpenAI or any OpenAI-compatible server for both; offline,
 * eSpeak NG compiled to WebAssembly for speech, and no transcriber at all (no speech-to-text model
 * can be shipped with the code), which `available` says.
 */

export type VoiceErrorCode = 'unavailable' | 'rate-limited' | 'timeout' | 'bad-response';

export class VoiceError extends Error {
  override name = 'VoiceError';
  constructor(
    readonly code: VoiceErrorCode,
    message: string,
    options: { cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
  }
}

export interface SpeechRequest {
  /** The reply's text, as the member sees it. */
  text: string;
  signal?: AbortSignal;
}

/** Audio as it is made, chunk by chunk, in one container (`contentType`). */
export interface SpeechAudio {
  contentType: 'audio/mpeg' | 'audio/ogg';
  chunks: AsyncIterable<Uint8Array>;
}

export interface SpeechSynthesizer {
  readonly driver: 'openai' | 'espeak-ng';
  /**
   * Starts synthesis; the chunks arrive as they are encoded (streamed). Throws VoiceError when the
   * service fails, before or while the chunks are read.
   */
  synthesize(request: SpeechRequest): Promise<SpeechAudio>;
}

export interface TranscriptionRequest {
  audio: Buffer;
  /** The recording's media type, as the browser named it (`audio/webm;codecs=opus`...). */
  contentType: string;
  /** A file name with the container's extension, for services that read the type from it. */
  fileName: string;
  signal?: AbortSignal;
}

export interface Transcriber {
  readonly driver: 'openai' | 'none';
  /** False when no transcriber can run here (offline): the microphone is not offered. */
  readonly available: boolean;
  /** The words heard, trimmed (may be empty). Throws VoiceError on failure. */
  transcribe(request: TranscriptionRequest): Promise<string>;
}

/** The offline stack's transcriber: none. */
export class NoTranscriber implements Transcriber {
  readonly driver = 'none';
  readonly available = false;
  transcribe(): Promise<string> {
    return Promise.reject(new VoiceError('unavailable', 'No transcriber is configured.'));
  }
}
