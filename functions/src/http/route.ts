/**
 * Binds a handler to an endpoint contract. The handler receives the validated body and query and
 * the caller the contract's access policy admits; it returns the answer's data, which the mount
 * wraps in the success envelope, or a file the mount sends as a download, or writes a stream itself.
 */
import type { Request, RequestHandler, Response } from 'express';
import type { Endpoint, ParsedBody, ParsedQuery, ResponseData } from '@bela/contracts/endpoint';
import type { VerifiedToken } from '../ports/identity';

export type Caller<E extends Endpoint> = E['access'] extends 'public' ? VerifiedToken | null : VerifiedToken;

export interface RouteContext<E extends Endpoint> {
  body: ParsedBody<E>;
  query: ParsedQuery<E>;
  caller: Caller<E>;
  requestId: string;
  /** The client address that per-client limits count. */
  clientKey: string;
  req: Request;
  res: Response;
}

/** The answer of a `download` endpoint: a file the mount sends as an attachment. */
export interface FileDownload {
  /** Sent as `Content-Disposition: attachment; filename="..."`: letters, digits, `.`, `_` and `-` only. */
  fileName: string;
  /** One of the contract's `download` media types, with its charset (`text/markdown; charset=utf-8`). */
  contentType: string;
  body: string;
}

/**
 * A file written as it is read (decision 0024): the mount sends its headers, then what `write`
 * writes, chunk by chunk, so the whole file is never held in memory. An error before the first
 * chunk reaches the client is answered as any other; after it, the download is cut short.
 */
export class StreamedFile {
  constructor(
    /** As a FileDownload's: the attachment's name and the media type with its charset. */
    readonly fileName: string,
    readonly contentType: string,
    readonly write: (write: (chunk: string) => Promise<void>) => Promise<void>,
  ) {}
}

type Answer<E extends Endpoint> = E['stream'] extends true
  ? void
  : (E['download'] extends readonly string[] ? FileDownload : ResponseData<E>) | StreamedFile;

export interface RouteBinding {
  endpoint: Endpoint;
  /** Runs after App Check and body parsing, before the access policy (e.g. a throttle). */
  before: RequestHandler[];
  handle(context: RouteContext<Endpoint>): Promise<unknown>;
}

export function route<E extends Endpoint>(
  endpoint: E,
  handle: (context: RouteContext<E>) => Promise<Answer<E>>,
  options: { before?: RequestHandler[] } = {},
): RouteBinding {
  return { endpoint, before: options.before ?? [], handle: handle as RouteBinding['handle'] };
}
