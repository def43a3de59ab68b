/**
 * The one error envelope, `{ success: false, error: { code, message } }`, answered from the error
 * catalogue only. A driver's or an SDK's message never reaches the client: it goes to the log with
 * the request id.
 */
import type { ErrorRequestHandler, Request } from 'express';
import { errorCatalogue } from '../shared/contracts/errors';
import { DocStoreError, type DocStoreErrorCode } from '../ports/doc-store';
import { PaymentsError } from '../ports/payments';
import { IdentityUnavailableError } from '../ports/identity';
import { AppError } from '../platform/app-error';
import type { Logger } from '../platform/logger';
import './request-context';

/** How a store failure reads to a client; the driver's text stays in the log. */
const fromDocStore: Record<DocStoreErrorCode, AppError['code']> = {
  'not-found': 'document-not-found',
  'already-exists': 'conflict',
  'invalid-argument': 'invalid-argument',
  aborted: 'unavailable',
  unavailable: 'unavailable',
  'missing-index': 'internal',
};

/** Any thrown value as an AppError, with the original kept as its cause. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof DocStoreError) {
    const code = fromDocStore[error.code];
    // Contention or a busy store: worth trying again in a moment.
    return new AppError(code, { cause: error, ...(code === 'unavailable' ? { retryAfterSeconds: 1 } : {}) });
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
