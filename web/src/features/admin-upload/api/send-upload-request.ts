/**
 * POST /images/upload as multipart/form-data (repeated `images` parts). XMLHttpRequest rather than
 * fetch: only it reports how much of a request body has been sent. The same headers as every API
 * call (bearer ID token, App Check) and the upload timeout of SPEC section 9.
 */
import { UPLOAD_TIMEOUT_MS } from '../../../config/ui';
import type { galleryEndpoints, UploadResult } from '@bela/contracts/gallery';
import { buildUrl } from '../../../lib/api-transport';
import { getAppCheckToken, getIdToken } from '../../../lib/firebase';
import { readUploadAnswer, UploadError } from '../utils/upload-answer';
import { uploadMessages } from '../utils/upload-messages';

const UPLOAD_PATH = '/images/upload' satisfies (typeof galleryEndpoints.upload)['path'];

export interface UploadRequestOptions {
  /** The share of the request body sent so far, 0 to 1. */
  onProgress?: (sentFraction: number) => void;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Each file's title, in order (null: none); sent as the `titles` field (issue 42). */
  titles?: (string | null)[];
}

/** Sends `files` in one request; rejects with an `UploadError` carrying the message to show. */
export async function sendUploadRequest(files: readonly File[], options: UploadRequestOptions = {}): Promise<UploadResult> {
  const { onProgress, signal, timeoutMs = UPLOAD_TIMEOUT_MS, titles } = options;
  if (files.length === 0) throw new UploadError(uploadMessages.noFiles);
  const [idToken, appCheckToken] = await Promise.all([getIdToken(), getAppCheckToken()]);
  if (!idToken) throw new UploadError(uploadMessages.tokenRequired);
  if (signal?.aborted) throw new UploadError(uploadMessages.cancelled, 'aborted');

  const form = new FormData();
  // The titles come first, so the server has them before the files.
  if (titles?.some(Boolean)) form.append('titles', JSON.stringify(titles));
  for (const file of files) form.append('images', file, file.name);

  return new Promise<UploadResult>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const settle = (outcome: () => void) => {
      signal?.removeEventListener('abort', abort);
      outcome();
    };

    xhr.open('POST', buildUrl(UPLOAD_PATH));
    xhr.timeout = timeoutMs;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Authorization', `Bearer ${idToken}`);
    if (appCheckToken) xhr.setRequestHeader('X-Firebase-AppCheck', appCheckToken);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.upload.onload = () => onProgress?.(1);
    xhr.onload = () =>
      settle(() => {
        try {
          resolve(readUploadAnswer(xhr.status, xhr.statusText, xhr.responseText));
        } catch (error) {
          reject(error);
        }
      });
    xhr.onerror = () => settle(() => reject(new UploadError(uploadMessages.network)));
    xhr.ontimeout = () => settle(() => reject(new UploadError(uploadMessages.timedOut)));
    xhr.onabort = () => settle(() => reject(new UploadError(uploadMessages.cancelled, 'aborted')));

    signal?.addEventListener('abort', abort, { once: true });
    xhr.send(form);
  });
}
