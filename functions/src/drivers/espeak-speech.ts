/**
 * Bela's voice offline: eSpeak NG compiled to WebAssembly (the `espeak-ng` package, its command
 * line as an Emscripten module), so a stack without a key speaks too (decision 0038). Its WAV is
 * encoded to MP3 (`@breezystack/lamejs`, pure JavaScript) a second of audio at a time, each piece
 * handed on as soon as it is encoded: the answer streams like the OpenAI driver's.
 *
 * Both packages are ES modules, loaded with `import()` on the first reply spoken, and the 18 MB
 * WebAssembly module is compiled once per process; each reply then gets an instance of its own
 * (about 30 MB of memory while it runs), since the command line's `main` runs once per instance.
 */
import { readFile } from 'node:fs/promises';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { onFirstUse } from '../platform/on-first-use';
import { VoiceError, type SpeechAudio, type SpeechRequest, type SpeechSynthesizer } from '../ports/voice';

/** eSpeak NG's American English voice, a little slower and lower than its default, for a calmer Bela. */
const VOICE_ARGUMENTS = ['-v', 'en-us+f3', '-s', '160', '-p', '45'];
const MP3_KBPS = 48;
/** Samples encoded between two chunks handed on: about one second at eSpeak's 22,050 Hz. */
const SAMPLES_PER_CHUNK = 1152 * 19;
/** The longest text read in one go (a reply is at most a few thousand characters). */
const MAX_TEXT_CHARS = 8_000;

interface Engine {
  run(text: string): Promise<Uint8Array>;
  Mp3Encoder: typeof import('@breezystack/lamejs', { with: { 'resolution-mode': 'import' } }).Mp3Encoder;
}

const engine = onFirstUse(async (): Promise<Engine> => {
  const [{ default: ESpeakNg }, lame] = await Promise.all([import('espeak-ng'), import('@breezystack/lamejs')]);
  const wasm = await WebAssembly.compile(await readFile(require.resolve('espeak-ng/dist/espeak-ng.wasm')));
  const run = async (text: string): Promise<Uint8Array> => {
    const instance = await ESpeakNg({
      arguments: [...VOICE_ARGUMENTS, '-w', '/tmp/reply.wav', '--', text],
      print: () => undefined,
      printErr: () => undefined,
      // The program's end: never `process.exitCode`, which Emscripten sets by default.
      quit: (_status, toThrow) => {
        throw toThrow;
      },
      instantiateWasm(imports, done) {
        void WebAssembly.instantiate(wasm, imports).then((made) => done(made, wasm));
        return {};
      },
    });
    return instance.FS.readFile('/tmp/reply.wav');
  };
  return { run, Mp3Encoder: lame.Mp3Encoder };
});

/** The 16-bit mono samples and rate of eSpeak's WAV (its `data` chunk, wherever it starts). */
export function wavSamples(wav: Uint8Array): { samples: Int16Array; sampleRate: number } {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  const tag = (at: number) => String.fromCharCode(...wav.subarray(at, at + 4));
  if (wav.byteLength < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw new VoiceError('bad-response', 'eSpeak NG wrote no WAV.');
  let sampleRate = 22_050;
  for (let at = 12; at + 8 <= wav.byteLength; ) {
    const size = view.getUint32(at + 4, true);
    if (tag(at) === 'fmt ') sampleRate = view.getUint32(at + 12, true);
    if (tag(at) === 'data') {
      const end = Math.min(wav.byteLength, at + 8 + size);
      const bytes = wav.slice(at + 8, end - ((end - at - 8) % 2));
      return { samples: new Int16Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 2), sampleRate };
    }
    at += 8 + size + (size % 2);
  }
  throw new VoiceError('bad-response', 'eSpeak NG wrote no audio.');
}

/** Reply text as eSpeak should read it: markdown marks and emoji dropped, whitespace folded. */
export function speakableText(text: string): string {
  return text
    .replace(/[*_`#>~|]+/g, ' ')
    .replace(/\p{Extended_Pictographic}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_TEXT_CHARS);
}

export class EspeakSpeechSynthesizer implements SpeechSynthesizer {
  readonly driver = 'espeak-ng';

  async synthesize({ text, signal }: SpeechRequest): Promise<SpeechAudio> {
    const made = await engine().catch((cause: unknown) => {
      throw new VoiceError('unavailable', 'eSpeak NG could not be loaded.', { cause });
    });
    let wav: Uint8Array;
    try {
      wav = await made.run(speakableText(text) || '.');
    } catch (cause) {
      throw new VoiceError('unavailable', 'eSpeak NG failed.', { cause });
    }
    const { samples, sampleRate } = wavSamples(wav);
    return { contentType: 'audio/mpeg', chunks: encodeMp3(made.Mp3Encoder, samples, sampleRate, signal) };
  }
}

/** The encoder's pieces are Int8Arrays, whatever its types say: the same bytes, as bytes. */
const asBytes = (piece: ArrayBufferView) => new Uint8Array(piece.buffer, piece.byteOffset, piece.byteLength);

async function* encodeMp3(Encoder: Engine['Mp3Encoder'], samples: Int16Array, sampleRate: number, signal?: AbortSignal): AsyncIterable<Uint8Array> {
  const encoder = new Encoder(1, sampleRate, MP3_KBPS);
  for (let start = 0; start < samples.length; start += SAMPLES_PER_CHUNK) {
    if (signal?.aborted) return;
    const end = Math.min(samples.length, start + SAMPLES_PER_CHUNK);
    const pieces: Uint8Array[] = [];
    for (let frame = start; frame < end; frame += 1152) {
      const encoded = encoder.encodeBuffer(samples.subarray(frame, Math.min(end, frame + 1152)));
      if (encoded.length) pieces.push(asBytes(encoded));
    }
    if (end >= samples.length) pieces.push(asBytes(encoder.flush()));
    const chunk = Buffer.concat(pieces);
    if (chunk.length) yield chunk;
    // Other requests run between two seconds of audio.
    await yieldToLoop();
  }
}
