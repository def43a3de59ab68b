import { DocStoreError } from '../ports/doc-store';

/**
 * The SDK checks arguments in the process and throws plain Errors without a gRPC code (an invalid
 * document path, an unsupported value, a field path it cannot parse, a cursor document without an
 * ordered field): those are bad input. The driver checks most of them first (doc-store-rules.ts).
 */
const SDK_ARGUMENT_ERROR =
  /Value for argument|is not a valid|must be a|must not|Cannot use|Invalid |Path must|Function .* called with|exceeds the maximum|is missing in the provided DocumentSnapshot|At least one field must be updated|should not be an empty string/;

/** gRPC status codes the Firestore API answers with. */
const Grpc = {
  InvalidArgument: 3,
  DeadlineExceeded: 4,
  NotFound: 5,
  AlreadyExists: 6,
  ResourceExhausted: 8,
  FailedPrecondition: 9,
  Aborted: 10,
  Unavailable: 14,
} as const;

/** A Firestore SDK failure as a DocStoreError with a stable code; anything else as it is. */
export function toDocStoreError(error: unknown): unknown {
  if (error instanceof DocStoreError || !(error instanceof Error)) return error;
  const code = (error as { code?: unknown }).code;
  if (code === undefined && SDK_ARGUMENT_ERROR.test(error.message)) return new DocStoreError('invalid-argument', error.message);
  switch (code) {
    case Grpc.AlreadyExists:
      return new DocStoreError('already-exists', error.message);
    case Grpc.NotFound:
      return new DocStoreError('not-found', error.message);
    // "The query requires an index": one not deployed, or (for minutes after a deploy) still building.
    case Grpc.FailedPrecondition:
      return /\bindex\b/i.test(error.message) ? new DocStoreError('missing-index', error.message) : error;
    case Grpc.Aborted: // a transaction gave up under contention after the SDK's 5 attempts
      return new DocStoreError('aborted', error.message);
    case Grpc.DeadlineExceeded:
    case Grpc.ResourceExhausted:
    case Grpc.Unavailable:
      return new DocStoreError('unavailable', error.message);
    case Grpc.InvalidArgument:
      return new DocStoreError('invalid-argument', error.message);
    default:
      return error;
  }
}
