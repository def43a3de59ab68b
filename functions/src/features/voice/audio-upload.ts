/**
 * Reads a recording sent to be transcribed: one multipart file part named `audio`, of at most
 * VOICE_UPLOAD_MAX_BYTES, declared as audio and whose first bytes are an audio container's. A
 * video, an image or anything else is refused (400), a larger file too (413). The bytes stay in
 * memory only until the transcriber has read them.
 */
import busboy from 'busboy';
import { VOICE_AUDIO_FIELD, VOICE_UPLOAD_MAX_BYTES } from '@bela/contracts/voice';
import { AppError } from '../../platform/app-error';

export interface Recording {
  bytes: Buffer;
  /** The declared media type, as the transcriber is told it. */
  contentType: string;
  /** A name with the container's extension. */
  fileName: string;
}

type Container = 'webm' | 'ogg' | 'mp3' | 'mp4' | 'wav' | 'flac';

/** The audio types a member's browser records or a file picker offers, and their containers. */
const DECLARED: Record<string, Container> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/opus': 'ogg',
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/mp4': 'mp4',
  'audio/m4a': 'mp4',
  'audio/x-m4a': 'mp4',
  'audio/aac': 'mp4',
  'audio/wav': 'wav',
  'audio/wave': 'wav',
  'audio/x-wav': 'wav',
  'audio/flac': 'flac',
  'audio/x-flac': 'flac',
};

const ascii = (bytes: Buffer, from: number, to: number) => bytes.subarray(from, to).toString('latin1');

/** The container the bytes begin with, from its signature; null for anything else. */
export function sniffContainer(bytes: Buffer): Container | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return 'webm';
  if (ascii(bytes, 0, 4) === 'OggS') return 'ogg';
  if (ascii(bytes, 0, 4) === 'fLaC') return 'flac';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WAVE') return 'wav';
  if (ascii(bytes, 4, 8) === 'ftyp') return 'mp4';
  if (ascii(bytes, 0, 3) === 'ID3' || (bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0)) return 'mp3';
  return null;
}

/** An MP4 with a video track (a handler box of type `vide`) is a video, whatever its part says. */
function isVideoMp4(bytes: Buffer): boolean {
  return /hdlr[\s\S]{8}vide/.test(bytes.toString('latin1'));
}

const unreadable = (cause?: unknown) => new AppError('invalid-multipart', { cause });
const MULTIPART = /^multipart\/form-data\s*;/i;

export function parseRecording(rawBody: Buffer | undefined, contentType: string | undefined): Promise<Recording> {
  if (!rawBody || !contentType || !MULTIPART.test(contentType)) return Promise.reject(unreadable());
  // Refused before parsing: a body this large cannot hold a recording within the limit.
  if (rawBody.length > VOICE_UPLOAD_MAX_BYTES + 64 * 1024) return Promise.reject(new AppError('audio-too-large'));
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: { 'content-type': contentType }, limits: { files: 1, fileSize: VOICE_UPLOAD_MAX_BYTES + 1, fields: 5, fieldSize: 1024, headerPairs: 20 } });
  } catch (cause) {
    return Promise.reject(unreadable(cause));
  }
  return new Promise((resolve, reject) => {
    let refusal: AppError | undefined;
    let found: Recording | undefined;
    const refuse = (error: AppError) => {
      refusal ??= error;
    };
    parser.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      if (field !== VOICE_AUDIO_FIELD) refuse(new AppError('audio-required'));
      stream.on('data', (chunk: Buffer) => {
        if (!refusal) chunks.push(chunk);
      });
      stream.on('limit', () => refuse(new AppError('audio-too-large')));
      stream.on('error', (cause) => refuse(unreadable(cause)));
      stream.on('end', () => {
        if (refusal || stream.truncated || field !== VOICE_AUDIO_FIELD) return;
        const declared = (info.mimeType ?? '').split(';')[0]!.trim().toLowerCase();
        const bytes = Buffer.concat(chunks);
        const container = DECLARED[declared];
        const sniffed = sniffContainer(bytes);
        if (!container || !sniffed || sniffed !== container || (sniffed === 'mp4' && isVideoMp4(bytes))) {
          return refuse(new AppError('invalid-audio-type'));
        }
        found = { bytes, contentType: info.mimeType, fileName: `recording.${container === 'mp4' ? 'm4a' : container}` };
      });
    });
    parser.on('filesLimit', () => refuse(new AppError('audio-required', { message: 'Send one recording at a time.' })));
    parser.on('fieldsLimit', () => refuse(unreadable()));
    parser.on('partsLimit', () => refuse(unreadable()));
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      if (refusal) reject(refusal);
      else if (!found) reject(new AppError('audio-required'));
      else resolve(found);
    };
    parser.on('error', (cause) => {
      refuse(unreadable(cause));
      settle();
    });
    parser.on('close', settle);
    parser.end(rawBody);
  });
}
