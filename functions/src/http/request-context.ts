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
    /** The client's address as the platform reports it (client-address.ts). */
    clientAddress?: string;
  }
}

/** The key of a client whose address is not known (the emulator's worker is reached over a socket file). */
export const UNKNOWN_CLIENT = 'unknown';

/** The client address per-client limits and analytics count (decided by client-address.ts). */
export const clientKeyOf = (req: Request): string => req.clientAddress ?? UNKNOWN_CLIENT;
