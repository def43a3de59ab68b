/**
 * Reading the answer to POST /images/upload (SPEC section 8 "Upload"): the stored and refused
 * files, or an `UploadError` whose message is the one to show.
 */
import type { UploadResult } from '@bela/contracts/gallery';
import { uploadMessages } from './upload-messages';

export class UploadError extends Error {
  override readonly name = 'UploadError';

  constructor(
    message: string,
    /** 'aborted' when the admin cancelled; otherwise what failed. */
    readonly reason: 'aborted' | 'failed' = 'failed',
  ) {
    super(message);
  }
}

type Data = Record<string, unknown>;
const isRecord = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** The server's own words for a refusal, when it gave any. */
function serverMessage(payload: unknown): string | null {
  if (!isRecord(payload) || payload['success'] !== false) return null;
  const error = payload['error'];
  if (isRecord(error) && isString(error['message']) && error['message']) return error['message'];
  if (isString(error) && error) return error;
  return isString(payload['message']) && payload['message'] ? payload['message'] : null;
}

export function readUploadAnswer(status: number, statusText: string, text: string): UploadResult {
  const payload = parse(text);
  const refusal = serverMessage(payload);
  if (refusal) throw new UploadError(refusal);
  if (status < 200 || status >= 300) throw new UploadError(uploadMessages.failedStatus(status, statusText));

  const data = isRecord(payload) && payload['success'] === true ? payload['data'] : undefined;
  if (!isRecord(data) || !Array.isArray(data['files'])) throw new UploadError(uploadMessages.invalidResponse);
  const files = data['files'].filter((file): file is UploadResult['files'][number] => isRecord(file) && isString(file['id']) && isString(file['originalName']));
  const rejected = Array.isArray(data['rejected'])
    ? data['rejected'].filter((file): file is UploadResult['rejected'][number] => isRecord(file) && isString(file['originalName']) && isString(file['message']))
    : [];
  return { files, rejected };
}

/** The message for any failure of an upload: its own words, or the fallback. */
export function uploadErrorMessage(error: unknown): string {
  return error instanceof UploadError && error.message ? error.message : uploadMessages.fallback;
}
