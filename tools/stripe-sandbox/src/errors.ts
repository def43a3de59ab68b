/**
 * Errors in Stripe's shape: `{ error: { type, message, code?, param? } }` with the HTTP status
 * Stripe uses, so that the SDK raises the same error classes it would against Stripe.
 */
export type StripeErrorType = 'invalid_request_error' | 'card_error' | 'idempotency_error' | 'api_error';

export interface StripeErrorBody {
  type: StripeErrorType;
  message: string;
  code?: string;
  param?: string;
  decline_code?: string;
  doc_url?: string;
}

export class StripeApiError extends Error {
  override readonly name = 'StripeApiError';

  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }

  toJSON(): { error: StripeErrorBody } {
    return { error: this.body };
  }
}

const docUrl = (code: string) => `https://docs.stripe.com/error-codes/${code.replaceAll('_', '-')}`;

function invalid(status: number, message: string, code?: string, param?: string): StripeApiError {
  return new StripeApiError(status, {
    type: 'invalid_request_error',
    message,
    ...(code ? { code, doc_url: docUrl(code) } : {}),
    ...(param ? { param } : {}),
  });
}

/** 404 for an id that names nothing, e.g. "No such customer: 'cus_123'". */
export const resourceMissing = (objectName: string, id: string, param = 'id') =>
  invalid(404, `No such ${objectName}: '${id}'`, 'resource_missing', param);

export const parameterMissing = (param: string) =>
  invalid(400, `Missing required param: ${param}.`, 'parameter_missing', param);

export const parameterUnknown = (param: string) =>
  invalid(
    400,
    `Received unknown parameter: ${param}. ` +
      '(The Stripe sandbox accepts only the parameters it models; see tools/stripe-sandbox/README.md.)',
    'parameter_unknown',
    param,
  );

export const parameterInvalid = (param: string, message: string, code = 'parameter_invalid_empty') =>
  invalid(400, message, code, param);

/** A 400 about the request as a whole (or one parameter, without a more specific code). */
export const invalidRequest = (message: string, param?: string) => invalid(400, message, undefined, param);

export const unrecognizedUrl = (method: string, path: string) =>
  invalid(
    404,
    `Unrecognized request URL (${method}: ${path}). ` +
      'The Stripe sandbox does not implement this endpoint; see tools/stripe-sandbox/README.md.',
  );

/** Stripe answers a missing or wrong key with 401 and type `invalid_request_error`. */
export const authenticationFailed = (message: string) => invalid(401, message);

export const idempotencyMismatch = () =>
  new StripeApiError(400, {
    type: 'idempotency_error',
    message:
      'Keys for idempotent requests can only be used with the same parameters they were first used with. ' +
      'Use a new key for a different request.',
  });

export const internalError = () =>
  new StripeApiError(500, { type: 'api_error', message: 'The Stripe sandbox failed to handle this request; see its log.' });
