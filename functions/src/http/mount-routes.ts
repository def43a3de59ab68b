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
import type { FileDownload, RouteBinding } from './route';

/** A file answer, saved by the browser under its name (no-store, like every answer: middleware.ts). */
function sendFile(res: Response, file: FileDownload): void {
  const fileName = file.fileName.replace(/[^A-Za-z0-9._-]/g, '-');
  res.status(200);
  res.set({ 'Content-Type': file.contentType, 'Content-Disposition': `attachment; filename="${fileName}"` });
  res.send(file.body);
}

function handlerOf(binding: RouteBinding): RequestHandler {
  const { endpoint } = binding;
  return async (req, res) => {
    if (endpoint.body) assertJson(req);
    if (endpoint.multipart && !req.is('multipart/form-data')) throw new AppError('invalid-multipart');
    const body = endpoint.body ? parseInput(endpoint.body, req.body ?? {}) : undefined;
    const query = endpoint.query ? parseInput(endpoint.query, req.query) : undefined;
    const data = await binding.handle({ body, query, caller: req.user ?? null, requestId: req.id, clientKey: clientKeyOf(req), req, res } as never);
    if (endpoint.stream) return;
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
      ...guards.policy(endpoint.access, endpoint.optionalUser === true),
      ...(endpoint.multipart ? [raw] : []),
      handlerOf(binding),
    ];
    if (endpoint.method === 'GET') router.get(endpoint.path, ...chain);
    else router.post(endpoint.path, ...chain);
  }
  return router;
}
