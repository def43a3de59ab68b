/**
 * The one error that feature logic throws. It carries a catalogue code and, optionally, a public
 * message written for the client (the catalogue's message otherwise). It knows nothing of HTTP:
 * `http/error-response.ts` translates it, and a webhook or a scheduled job can catch it the same way.
 */
import { errorCatalogue, type ErrorCode } from '@bela/contracts/errors';

export interface AppErrorOptions {
  /** A message meant for the client; never a driver's or an SDK's text. */
  message?: string;
  /** For 429 and 503: how long the caller should wait. */
  retryAfterSeconds?: number;
  /** The underlying failure, for the log only. */
  cause?: unknown;
}

export class AppError extends Error {
  override readonly name = 'AppError';
  readonly retryAfterSeconds?: number;

  constructor(
    readonly code: ErrorCode,
    options: AppErrorOptions = {},
  ) {
    super(options.message ?? errorCatalogue[code].message, { cause: options.cause });
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
