/**
 * Turns route bindings into an Express router. Every route gets the same pipeline, in this order:
 * App Check (unless the contract is infrastructure), the JSON body, the binding's own `before`
 * steps, the contract's access policy, validation of body and query, then the handler. A multipart
 * route reads its raw body only once the policy has admitted the caller.
 */
import { Router, type RequestHandler, type Response } from 'express';
import { AppError } from '../platform/app-error';
import type { Guards } from './access-guards';
import { clientKeyOf } from './request-context';
import { assertJson, jsonBody, parseInput, rawBody } from './request-body';
import { StreamedFile, type FileDownload, type RouteBinding } from './route';

const attachment = (fileName: string) => `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '-')}"`;

/** A file answer, saved by the browser under its name (no-store, like every answer: middleware.ts). */
function sendFile(res: Response, file: FileDownload): void {
  res.status(200);
  res.set({ 'Content-Type': file.contentType, 'Content-Disposition': attachment(file.fileName) });
  res.send(file.body);
}

/** Chunks written to the socket at once: many small pieces are gathered up to about this size. */
const STREAM_CHUNK = 64 * 1024;

class ClientGone extends Error {}

/** Writes a chunk, and waits while the socket's buffer is full (or fails once the client has gone). */
function writeChunk(res: Response, chunk: string): Promise<void> {
  if (res.destroyed) return Promise.reject(new ClientGone());
  if (res.write(chunk)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const drained = () => {
      res.off('close', gone);
      resolve();
    };
    const gone = () => {
      res.off('drain', drained);
      reject(new ClientGone());
    };
    res.once('drain', drained);
    res.once('close', gone);
  });
}

/** A file written as it is read (route.ts, StreamedFile). */
async function sendStream(res: Response, file: StreamedFile): Promise<void> {
  res.status(200);
  res.set({ 'Content-Type': file.contentType, 'Content-Disposition': attachment(file.fileName) });
  let pending: string[] = [];
  let size = 0;
  const flush = async () => {
    const chunk = pending.join('');
    pending = [];
    size = 0;
    if (chunk) await writeChunk(res, chunk);
  };
  try {
    await file.write(async (chunk) => {
      pending.push(chunk);
      size += chunk.length;
      if (size >= STREAM_CHUNK) await flush();
    });
    await flush();
    res.end();
  } catch (error) {
    if (error instanceof ClientGone) return;
    // Not begun: the error handler answers as for any route. Begun: the download is cut short, not ended as if whole.
    if (!res.headersSent) res.removeHeader('Content-Disposition');
    else res.destroy();
    throw error;
  }
}

function handlerOf(binding: RouteBinding): RequestHandler {
  const { endpoint } = binding;
  return async (req, res) => {
    if (endpoint.body) assertJson(req);
    if (endpoint.multipart && !req.is('multipart/form-data')) throw new AppError('invalid-multipart');
    const body = endpoint.body ? parseInput(endpoint.body, req.body ?? {}) : undefined;
    const query = endpoint.query ? parseInput(endpoint.query, req.query) : undefined;
    const data = await binding.handle({ body, query, caller: req.user ?? null, requestId: req.id, clientKey: clientKeyOf(req), req, res } as never);
    // A stream, or a file the handler wrote itself (a reply read aloud, as it is made).
    if (endpoint.stream || res.headersSent) return;
    if (data instanceof StreamedFile) return sendStream(res, data);
    if (endpoint.download) return sendFile(res, data as FileDownload);
    const envelope = endpoint.flat ? { success: true, ...(data as object) } : { success: true, data };
    res.status(endpoint.status ?? 200).json(envelope);
  };
}

export function mountRoutes(bindings: RouteBinding[], guards: Guards): Router {
  const router = Router();
  const json = jsonBody();
  const raw = rawBody();
  for (const binding of bindings) {
    const { endpoint } = binding;
    const chain: RequestHandler[] = [
      ...(endpoint.attested === false ? [] : [guards.appCheck]),
      ...(endpoint.attested === false || endpoint.multipart ? [] : [json]),
      ...binding.before,
      ...guards.policy(endpoint.access, endpoint.optionalUser === true, endpoint.revocationBesideHandler === true),
      ...(endpoint.multipart ? [raw] : []),
      handlerOf(binding),
    ];
    if (endpoint.method === 'GET') router.get(endpoint.path, ...chain);
    else router.post(endpoint.path, ...chain);
  }
  return router;
}
