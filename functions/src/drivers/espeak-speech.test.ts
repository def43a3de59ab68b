import { describe, expect, it } from 'vitest';
import { EspeakSpeechSynthesizer, speakableText, wavSamples } from './espeak-speech';
import { mp3DurationSeconds } from './test-support/mp3-duration';

const collect = async (chunks: AsyncIterable<Uint8Array>) => {
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return { parts, audio: Buffer.concat(parts) };
};

describe('the offline speech driver (eSpeak NG as WebAssembly)', () => {
  it('reads a reply as MP3 that plays for a few seconds, in several streamed chunks', async () => {
    const speech = await new EspeakSpeechSynthesizer().synthesize({
      text: "I'm glad you told me about your day. It sounds like the walk by the river did you good, and I'd love to hear more about it whenever you like.",
    });
    expect(speech.contentType).toBe('audio/mpeg');
    const { parts, audio } = await collect(speech.chunks);
    expect(parts.length).toBeGreaterThan(1);
    const { seconds } = mp3DurationSeconds(audio);
    expect(seconds).toBeGreaterThan(4);
    expect(seconds).toBeLessThan(20);
  }, 20_000);

  it('speaks text that starts with a dash as words, not as an option', async () => {
    const { audio } = await collect((await new EspeakSpeechSynthesizer().synthesize({ text: '-v nonsense --help' })).chunks);
    expect(mp3DurationSeconds(audio).seconds).toBeGreaterThan(0.5);
  }, 20_000);

  it('drops markdown marks and emoji before reading', () => {
    expect(speakableText('**Hello** _there_ 🌷  friend')).toBe('Hello there friend');
  });

  it('refuses a file that is no WAV', () => {
    expect(() => wavSamples(new Uint8Array([1, 2, 3]))).toThrow('no WAV');
  });
});
