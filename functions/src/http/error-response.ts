/**
 * The one error envelope, `{ success: false, error: { code, message } }`, answered from the error
 * catalogue only. A driver's or an SDK's message never reaches the client: it goes to the log with
 * the request id.
 */
import type { ErrorRequestHandler, Request } from 'express';
import { errorCatalogue } from '@bela/contracts/errors';
import { DocStoreError, type DocStoreErrorCode } from '../ports/doc-store';
import { PaymentsError } from '../ports/payments';
import { IdentityUnavailableError } from '../ports/identity';
import { AppError } from '../platform/app-error';
import type { Logger } from '../platform/logger';
import './request-context';

/** How a store failure reads to a client, and when it is worth trying again; the driver's text stays in the log. */
const fromDocStore: Record<DocStoreErrorCode, { code: AppError['code']; retryAfterSeconds?: number }> = {
  'not-found': { code: 'document-not-found' },
  'already-exists': { code: 'conflict' },
  'invalid-argument': { code: 'invalid-argument' },
  // Contention or a busy store: worth trying again in a moment.
  aborted: { code: 'unavailable', retryAfterSeconds: 1 },
  unavailable: { code: 'unavailable', retryAfterSeconds: 1 },
  // Firestore refuses a query whose composite index is still building (minutes after a deploy) or
  // not deployed yet: the service is unavailable until it is, not broken.
  'missing-index': { code: 'unavailable', retryAfterSeconds: 60 },
};

/** Any thrown value as an AppError, with the original kept as its cause. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof DocStoreError) {
    const { code, retryAfterSeconds } = fromDocStore[error.code];
    return new AppError(code, { cause: error, ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}) });
  }
  // Tokens that could not be checked are an outage, not bad credentials.
  if (error instanceof IdentityUnavailableError) return new AppError('unavailable', { cause: error, retryAfterSeconds: 5 });
  if (error instanceof PaymentsError) {
    if (error.code === 'invalid-signature') return new AppError('invalid-signature', { cause: error });
    return new AppError('payments-unavailable', { cause: error, retryAfterSeconds: 5 });
  }
  // Body-parser and similar framework refusals carry a 4xx status of their own.
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) return new AppError('bad-request', { cause: error });
  return new AppError('internal', { cause: error });
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req: Request, res, _next) => {
    const appError = toAppError(error);
    const { status, log } = errorCatalogue[appError.code];
    if (log || appError.cause) {
      logger[status >= 500 ? 'error' : 'warn']('request failed', { requestId: req.id, code: appError.code, error: appError.cause ?? appError });
    }
    if (res.headersSent) return void res.end();
    if (appError.retryAfterSeconds !== undefined) res.set('Retry-After', String(appError.retryAfterSeconds));
    res.status(status).json({ success: false, error: { code: appError.code, message: appError.message } });
  };
}
