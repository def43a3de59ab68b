import { describe, expect, it } from 'vitest';
import { parseRecording, sniffContainer } from './audio-upload';

const bytes = (head: string, size = 64) => Buffer.concat([Buffer.from(head, 'latin1'), Buffer.alloc(size)]);
const BOUNDARY = 'voice-test-boundary';
const upload = (field: string, type: string, body: Buffer) =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="a"\r\nContent-Type: ${type}\r\n\r\n`),
    body,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
const parse = (body: Buffer) => parseRecording(body, `multipart/form-data; boundary=${BOUNDARY}`);

describe('a recording sent to be transcribed', () => {
  it('is known by its container', () => {
    expect(sniffContainer(bytes('\x1aE\xdf\xa3'))).toBe('webm');
    expect(sniffContainer(bytes('OggS'))).toBe('ogg');
    expect(sniffContainer(bytes('RIFF\0\0\0\0WAVE'))).toBe('wav');
    expect(sniffContainer(bytes('fLaC'))).toBe('flac');
    expect(sniffContainer(bytes('\0\0\0\x18ftypM4A '))).toBe('mp4');
    expect(sniffContainer(bytes('ID3'))).toBe('mp3');
    expect(sniffContainer(bytes('\x89PNG\r\n'))).toBeNull();
  });

  it('is taken when declared as audio and made of audio, with a name of its container', async () => {
    const recording = await parse(upload('audio', 'audio/webm;codecs=opus', bytes('\x1aE\xdf\xa3')));
    expect(recording).toMatchObject({ contentType: 'audio/webm', fileName: 'recording.webm' });
  });

  it('is refused when it is an image called audio, a video, or in another field', async () => {
    await expect(parse(upload('audio', 'audio/webm', bytes('\x89PNG\r\n')))).rejects.toMatchObject({ code: 'invalid-audio-type' });
    await expect(parse(upload('audio', 'video/webm', bytes('\x1aE\xdf\xa3')))).rejects.toMatchObject({ code: 'invalid-audio-type' });
    await expect(parse(upload('audio', 'audio/mp4', bytes('\0\0\0\x18ftypisom\0\0\0\x21hdlr\0\0\0\0\0\0\0\0vide')))).rejects.toMatchObject({ code: 'invalid-audio-type' });
    await expect(parse(upload('file', 'audio/webm', bytes('\x1aE\xdf\xa3')))).rejects.toMatchObject({ code: 'audio-required' });
  });

  it('is refused past 2 MB', async () => {
    await expect(parse(upload('audio', 'audio/wav', bytes('RIFF\0\0\0\0WAVE', 2 * 1024 * 1024)))).rejects.toMatchObject({ code: 'audio-too-large' });
  });
});
