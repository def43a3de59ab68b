/**
 * Reads an upload request's body. Cloud Functions have already buffered it (`req.rawBody`, at most
 * 32 MB), so busboy is fed from memory, never from the request stream. Any limit crossed refuses
 * the whole request: a partial list of files would be silently wrong.
 */
import busboy from 'busboy';
import { AppError } from '../../../platform/app-error';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@bela/contracts/constants';
import { sanitizeFileName } from './sanitize-file-name';
import { uploadMessages } from './upload-messages';

export interface UploadLimits {
  /** The only form field that may carry files. */
  fileField: string;
  maxFiles: number;
  maxFileBytes: number;
  maxFields: number;
  maxFieldBytes: number;
}

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  fileField: 'images',
  maxFiles: UPLOAD_MAX_FILES,
  maxFileBytes: UPLOAD_MAX_BYTES,
  maxFields: 5,
  maxFieldBytes: 4096,
};

export interface UploadedFile {
  /** Sanitized; safe to show in a message or store in a record. */
  originalName: string;
  bytes: Buffer;
}

export interface ParsedUpload {
  files: UploadedFile[];
  /** Small text fields, on a prototype-less object (a field named `__proto__` stays a field). */
  fields: Record<string, string>;
}

const MULTIPART = /^multipart\/form-data\s*;/i;
const MAX_HEADER_PAIRS_PER_PART = 20;

const unreadable = (cause?: unknown) => new AppError('invalid-multipart', { cause });

export async function parseUploadBody(
  rawBody: Buffer | undefined,
  contentType: string | undefined,
  limits: UploadLimits = DEFAULT_UPLOAD_LIMITS,
): Promise<ParsedUpload> {
  if (!rawBody || !contentType || !MULTIPART.test(contentType)) throw unreadable();

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      limits: {
        files: limits.maxFiles,
        // busboy truncates a part once it *reaches* its size limit; one byte more lets a part of
        // exactly the maximum through and still stops the first byte past it.
        fileSize: limits.maxFileBytes + 1,
        fields: limits.maxFields,
        fieldSize: limits.maxFieldBytes + 1,
        headerPairs: MAX_HEADER_PAIRS_PER_PART,
      },
    });
  } catch (cause) {
    throw unreadable(cause); // e.g. no boundary in the Content-Type
  }

  return new Promise<ParsedUpload>((resolve, reject) => {
    const files: UploadedFile[] = [];
    const fields = Object.create(null) as Record<string, string>;
    let refusal: AppError | undefined;
    let settled = false;
    // The first refusal wins; parsing runs to the end so that busboy releases everything.
    const refuse = (error: AppError) => {
      refusal ??= error;
    };

    parser.on('file', (fieldName, stream, info) => {
      const originalName = sanitizeFileName(info.filename);
      const chunks: Buffer[] = [];
      if (fieldName !== limits.fileField) refuse(unreadable());
      stream.on('data', (chunk: Buffer) => {
        if (!refusal) chunks.push(chunk);
      });
      stream.on('limit', () =>
        refuse(
          new AppError('file-too-large', { message: uploadMessages.fileTooLarge(originalName, limits.maxFileBytes) }),
        ),
      );
      // A body that ends mid-file destroys the stream with an error; unheard, it would crash the process.
      stream.on('error', (cause) => refuse(unreadable(cause)));
      stream.on('end', () => {
        if (refusal || stream.truncated) return;
        const bytes = Buffer.concat(chunks);
        // What a browser sends for an empty file input: no name, no bytes. It is not a file.
        if (!info.filename && bytes.length === 0) return;
        files.push({ originalName, bytes });
      });
    });

    parser.on('field', (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) refuse(unreadable());
      else fields[name] = value;
    });

    parser.on('filesLimit', () =>
      refuse(new AppError('too-many-files', { message: uploadMessages.tooManyFiles(limits.maxFiles) })),
    );
    parser.on('fieldsLimit', () => refuse(unreadable()));
    parser.on('partsLimit', () => refuse(unreadable()));

    const settle = () => {
      if (settled) return;
      settled = true;
      if (refusal) reject(refusal);
      else if (files.length === 0) reject(new AppError('no-files'));
      else resolve({ files, fields });
    };
    parser.on('error', (cause) => {
      refuse(unreadable(cause));
      settle();
    });
    parser.on('close', settle);

    parser.end(rawBody);
  });
}
