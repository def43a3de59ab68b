/**
 * The access policies of SPEC.md section 6, enforced before any handler runs: App Check, then
 * the caller's ID token, e-mail verification and admin role as the endpoint's contract asks.
 */
import type { RequestHandler } from 'express';
import type { AccessPolicy } from '@bela/contracts/endpoint';
import { IdentityError, type AppAttestation, type Identity } from '../ports/identity';
import type { UserStore } from '../stores/users';
import { AppError } from '../platform/app-error';
import { isEmailVerified } from '../domain/email-verification';
import './request-context';

export interface GuardDeps {
  identity: Identity;
  appCheck: AppAttestation;
  users: UserStore;
  /** False on the emulators, where no attestation provider exists. */
  appCheckRequired: boolean;
}

export interface Guards {
  appCheck: RequestHandler;
  /** The guards of an endpoint's policy; `revocationBesideHandler`: the token's revocation is left to the handler (Endpoint.revocationBesideHandler). */
  policy(access: AccessPolicy, optionalUser: boolean, revocationBesideHandler?: boolean): RequestHandler[];
}

/** An Authorization header carrying an ID token. */
export const BEARER = /^Bearer\s+(\S+)$/i;

export function createGuards(deps: GuardDeps): Guards {
  const appCheck: RequestHandler = async (req, _res, next) => {
    if (!deps.appCheckRequired) return next();
    const token = req.get('x-firebase-appcheck');
    if (!token) return next(new AppError('app-check-required'));
    try {
      await deps.appCheck.verify(token);
      next();
    } catch (error) {
      next(error instanceof IdentityError ? new AppError('app-check-invalid') : error);
    }
  };

  const user =
    (required: boolean, revocation: 'before' | 'beside' = 'before'): RequestHandler =>
    async (req, _res, next) => {
      // A step before the policy (the sign-in throttle) may have verified this request's token.
      if (req.user) return next();
      const header = req.get('authorization');
      if (!header) return next(required ? new AppError('unauthenticated') : undefined);
      const token = BEARER.exec(header)?.[1];
      if (!token) return next(new AppError('unauthenticated'));
      try {
        req.user = await deps.identity.verifyIdToken(token, { revocation });
        next();
      } catch (error) {
        next(error instanceof IdentityError ? new AppError('invalid-token') : error);
      }
    };

  // Records the answer on the request, so the handler's own checks need not ask the provider again.
  const verified: RequestHandler = async (req, _res, next) => {
    try {
      if (await isEmailVerified(deps.identity, req.user!)) req.user = { ...req.user!, emailVerified: true };
      next(req.user!.emailVerified ? undefined : new AppError('email-not-verified'));
    } catch (error) {
      next(error);
    }
  };

  // The role comes from the server's own record, never from the token or the body.
  const admin: RequestHandler = async (req, _res, next) => {
    try {
      next((await deps.users.isAdmin(req.user!.uid)) ? undefined : new AppError('admin-required'));
    } catch (error) {
      next(error);
    }
  };

  const policies: Record<AccessPolicy, RequestHandler[]> = {
    public: [],
    user: [user(true)],
    verified: [user(true), verified],
    admin: [user(true), admin],
  };

  return {
    appCheck,
    policy: (access, optionalUser, revocationBesideHandler = false) => {
      if (access === 'public' && optionalUser) return [user(false)];
      // Only a handler that settles the caller's `standing` before it stores or shows anything (the chat's turns).
      if (revocationBesideHandler && access === 'verified') return [user(true, 'beside'), verified];
      return policies[access];
    },
  };
}
