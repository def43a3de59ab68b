/** A typed error that knows its HTTP answer; every refusal in `api` is one of these. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  static badRequest(message: string, code = 'invalid-argument') {
    return new HttpError(400, code, message);
  }
  static unauthenticated(message = 'Authentication token is required') {
    return new HttpError(401, 'unauthenticated', message);
  }
  static forbidden(message: string, code = 'permission-denied') {
    return new HttpError(403, code, message);
  }
  static notFound(message: string, code = 'not-found') {
    return new HttpError(404, code, message);
  }
  static conflict(message: string, code = 'already-exists') {
    return new HttpError(409, code, message);
  }
}
