/** What the pipeline adds to an Express request. */
import type { Request } from 'express';
import type { VerifiedToken } from '../ports/identity';

declare module 'express-serve-static-core' {
  interface Request {
    id: string;
    /** Set by the access policy when the caller sent a valid ID token. */
    user?: VerifiedToken;
    /** Set by the Cloud Functions framework, which parses the body before Express sees it. */
    rawBody?: Buffer;
  }
}

/** The client address per-client limits count (Express resolves it from the trusted proxy hops). */
export const clientKeyOf = (req: Request): string => req.ip ?? 'unknown';
