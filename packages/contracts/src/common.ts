/** Field schemas and shapes used by more than one feature's contract. */
import { z } from 'zod';
import { isStorableId } from './document-ids';

export const email = z.string().trim().toLowerCase().email('Please enter a valid email address.').max(320);
/** A user id: it names the user's document (`users/{uid}`), so Firestore must take it as an id. */
export const uid = z.string().min(1).max(128).refine(isStorableId, 'Invalid user id.');
export const displayName = z.string().trim().max(100);
export const isoTime = z.string().describe('ISO 8601 time');

/**
 * A document id the API accepts from a client: the letters, digits, `_` and `-` the stores' own ids
 * use, never one of Firestore's reserved `__.*__` names (so no "/", "." or oversized id either).
 */
export const documentId = z
  .string()
  .min(1)
  .max(128)
  .regex(/^(?!__.*__$)[A-Za-z0-9_-]+$/, 'Invalid id.');

/** Optional free text of bounded length; null and absent mean the same. */
export const shortText = (max: number) => z.string().trim().max(max).optional().nullable();

export const signupMethods = ['email', 'google'] as const;
export type SignupMethod = (typeof signupMethods)[number];

export const roles = ['admin', 'user'] as const;
export type Role = (typeof roles)[number];

export const deviceTypes = ['tablet', 'mobile', 'desktop'] as const;

export const idAnswer = z.object({ id: z.string() });

/** The failure envelope's error. */
export const apiError = z.object({ code: z.string(), message: z.string() });
