/**
 * The typed API client. Each call names its endpoint contract as a type argument
 * (`apiPost<typeof chatEndpoints.conversations>(...)`); the path, body, query and answer are then
 * checked against it. Contracts are imported as types only, so zod stays out of the bundle: the
 * path is written again as a literal, and the compiler rejects any path but the contract's.
 */
import type { Endpoint, RequestBody, RequestQuery, ResponseData } from '@bela/contracts/endpoint';
import {
  postEventStream,
  requestFile,
  requestJson,
  type EventStreamResponse,
  type FileAnswer,
  type Query,
  type RequestOptions,
  type StreamRequestOptions,
} from './api-transport';

type JsonEndpoint<M extends Endpoint['method']> = Endpoint & { method: M; stream?: false; download?: undefined };
type StreamEndpoint = Endpoint & { method: 'POST'; stream: true };
type DownloadEndpoint = Endpoint & { method: 'POST'; download: readonly string[] };

// Each helper defaults its endpoint to `never`: a call that names no contract accepts no path.

/** POST a JSON body to the endpoint's path; resolves with the envelope's data. */
export function apiPost<E extends JsonEndpoint<'POST'> = never>(
  path: E['path'],
  body: RequestBody<E>,
  options?: RequestOptions,
): Promise<ResponseData<E>> {
  return requestJson<ResponseData<E>>({ method: 'POST', path, body }, options);
}

/** GET the endpoint's path with `query`; resolves with the envelope's data. */
export function apiGet<E extends JsonEndpoint<'GET'> = never>(
  path: E['path'],
  query?: RequestQuery<E>,
  options?: RequestOptions,
): Promise<ResponseData<E>> {
  return requestJson<ResponseData<E>>({ method: 'GET', path, query: query as Query | undefined }, options);
}

/** POST to a streamed endpoint; resolves with the event-stream body once the headers are in. */
export function apiEventStream<E extends StreamEndpoint = never>(
  path: E['path'],
  body: RequestBody<E>,
  options?: StreamRequestOptions,
): Promise<EventStreamResponse> {
  return postEventStream(path, body, options);
}

/**
 * POST to a download endpoint; resolves with the file (a Blob and the server's name for it). The
 * media types are the contract's `download` list, written again since contracts are types here.
 */
export function apiDownload<E extends DownloadEndpoint = never>(
  path: E['path'],
  body: RequestBody<E>,
  accept: E['download'],
  options?: RequestOptions,
): Promise<FileAnswer> {
  return requestFile({ path, body, accept }, options);
}
