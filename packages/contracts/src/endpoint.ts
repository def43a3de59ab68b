/**
 * An endpoint contract: the method and path, who may call it, and the zod schemas of its body,
 * query and answer. The functions bind a handler to each contract (the access policy is enforced
 * from here), the web app takes its request and answer types from it, and `docs/openapi.json` is
 * generated from the same objects.
 */
import type { z } from 'zod';

/**
 * Who may call an endpoint. `public`: anyone; `user`: a valid Firebase ID token; `verified`: and a
 * verified e-mail; `admin`: and `role: 'admin'` on the caller's own record.
 */
export type AccessPolicy = 'public' | 'user' | 'verified' | 'admin';
export const accessPolicies: readonly AccessPolicy[] = ['public', 'user', 'verified', 'admin'];

export interface Endpoint {
  method: 'GET' | 'POST';
  /** Relative to the API base (`/api` through Hosting, nothing at the function's own URL). */
  path: string;
  access: AccessPolicy;
  summary: string;
  /** A public endpoint that still reads the caller from a bearer token when one is sent. */
  optionalUser?: boolean;
  /**
   * The ID token's revocation (in production a call to Firebase Auth) is checked beside the
   * handler's first reads instead of before the handler: the handler settles `standing` on the
   * caller before it stores or shows anything. The chat's turns (issue 45: turn-admission.ts).
   */
  revocationBesideHandler?: boolean;
  /** False only for infrastructure (health, local blob URLs): no App Check token is needed. */
  attested?: boolean;
  body?: z.ZodType;
  /** The body is multipart/form-data, read by the handler from the raw bytes (uploads). */
  multipart?: boolean;
  query?: z.ZodType;
  /** The `data` of the success envelope (or the whole envelope's other fields when `flat`). */
  response?: z.ZodType;
  /** Success status; 200 when absent. */
  status?: 200 | 201;
  /** `{ success: true, ...fields }` instead of `{ success: true, data }` (SPEC.md's landing preview). */
  flat?: boolean;
  /** Answered as `text/event-stream` rather than JSON. */
  stream?: boolean;
  /**
   * Answered as a file to save (`Content-Disposition: attachment`) of one of these media types,
   * not the JSON envelope; `response` then describes the file when it is JSON.
   */
  download?: readonly string[];
}

export const endpoint = <const E extends Endpoint>(definition: E): E => definition;

type Infer<S> = S extends z.ZodType ? z.output<S> : never;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What the client sends. */
export type RequestBody<E extends Endpoint> = Input<E['body']>;
export type RequestQuery<E extends Endpoint> = Input<E['query']>;
/** What the handler receives after validation. */
export type ParsedBody<E extends Endpoint> = Infer<E['body']>;
export type ParsedQuery<E extends Endpoint> = Infer<E['query']>;
/** What the answer carries. */
export type ResponseData<E extends Endpoint> = Infer<E['response']>;
