/**
 * What the voice journey's fake microphone plays, over and over (tests/e2e/voice.spec.ts): half a
 * second of silence, the words, then two seconds of silence (voice mode ends what the member says
 * after a quiet moment). Spoken by eSpeak NG's WebAssembly build, the `espeak-ng` package Bela's
 * offline voice uses (functions/src/drivers/espeak-speech.ts), so a machine needs no espeak-ng
 * binary; written once by the journeys' global set-up, before any browser starts.
 */
import { createRequire } from 'node:module';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { wavFile } from './wav-file';

export const SPOKEN_WAV = path.join(tmpdir(), 'bela-e2e-voice.wav');
export const SAID = 'Tell me about the sea.';

/** eSpeak NG's 16-bit mono WAV of `text`, from its command line run as an Emscripten module. */
async function espeak(text: string): Promise<Buffer> {
  const { default: ESpeakNg } = await import('espeak-ng');
  const wasm = await WebAssembly.compile(await readFile(createRequire(import.meta.url).resolve('espeak-ng/dist/espeak-ng.wasm')));
  const instance = await ESpeakNg({
    arguments: ['-v', 'en-us', '-w', '/tmp/said.wav', '--', text],
    print: () => undefined,
    printErr: () => undefined,
    quit: (_status: number, toThrow: unknown) => {
      throw toThrow;
    },
    instantiateWasm(imports: WebAssembly.Imports, done: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void) {
      void WebAssembly.instantiate(wasm, imports).then((made) => done(made, wasm));
      return {};
    },
  });
  return Buffer.from(instance.FS.readFile('/tmp/said.wav'));
}

export async function writeSpokenWav(): Promise<void> {
  const wav = await espeak(SAID);
  const rate = wav.readUInt32LE(24);
  let at = 12;
  while (at + 8 <= wav.length && wav.toString('latin1', at, at + 4) !== 'data') at += 8 + wav.readUInt32LE(at + 4);
  const words = wav.subarray(at + 8, at + 8 + Math.min(wav.readUInt32LE(at + 4), wav.length - at - 8));
  const data = Buffer.concat([Buffer.alloc(rate), words, Buffer.alloc(rate * 4)]);
  await writeFile(SPOKEN_WAV, wavFile(data, rate));
}
