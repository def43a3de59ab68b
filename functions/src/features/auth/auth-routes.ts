/**
 * POST /auth/signup, /auth/login and /auth/user-info (SPEC.md section 7). The caller is always the
 * bearer of the ID token; a body naming another uid or e-mail is refused.
 */
import type { Request, RequestHandler } from 'express';
import { authEndpoints } from '@bela/contracts/auth';
import { IdentityError, type Identity, type VerifiedToken } from '../../ports/identity';
import { AppError } from '../../platform/app-error';
import type { Logger } from '../../platform/logger';
import { newUserRecord, TRIAL_PENDING } from '../../stores/users';
import { TRIAL_END_COUNTED } from '../../stores/business-stats';
import type { TrialRecordStore } from '../../stores/trial-records';
import { assertMayTrySignIn, countSignupAttempt, countFailedSignIn, type SignInThrottleDeps } from '../../domain/sign-in-throttle';
import { claimPendingTrial, claimTrial, userInfoFor, type UserAccessDeps } from '../../domain/user-access';
import { isEmailVerified } from '../../domain/email-verification';
import { BEARER } from '../../http/access-guards';
import { clientKeyOf } from '../../http/request-context';
import { route, type RouteBinding } from '../../http/route';

export interface AuthDeps extends SignInThrottleDeps, UserAccessDeps {
  trialRecords: TrialRecordStore;
  identity: Identity;
  logger: Logger;
}

function assertCaller(caller: VerifiedToken, body: { uid: string; email?: string }) {
  if (body.uid !== caller.uid) throw new AppError('not-the-caller', { message: 'The user id does not match the signed-in user.' });
  if (body.email !== undefined && body.email !== caller.email?.toLowerCase()) {
    throw new AppError('not-the-caller', { message: 'The e-mail does not match the signed-in user.' });
  }
}

/** The caller's ID token when it is valid, before the access policy checks it for the route. */
async function provenCaller(deps: AuthDeps, req: Request): Promise<VerifiedToken | null> {
  const token = BEARER.exec(req.get('authorization') ?? '')?.[1];
  if (!token) return null;
  try {
    const caller = await deps.identity.verifyIdToken(token);
    return { ...caller, emailVerified: await isEmailVerified(deps.identity, caller) };
  } catch {
    // Not proven, for whatever reason: the limits apply, and the policy answers the token itself.
    return null;
  }
}

/**
 * The failed-login limit on /auth/login. A verified member, who proved the password with an ID
 * token, is never refused; anyone else is refused while their address or the account they name
 * is over the limit. An attempt without a valid token that is refused counts; a caller with a
 * valid token never does (the password was right).
 */
function throttleFailedLogins(deps: AuthDeps): RequestHandler {
  const counted = new Set([400, 401, 403]);
  return async (req, res, next) => {
    const named = typeof req.body?.email === 'string' ? (req.body.email as string) : null;
    try {
      const caller = await provenCaller(deps, req);
      const attempt = { clientKey: clientKeyOf(req), email: caller?.email ?? named, verifiedMember: caller?.emailVerified === true };
      await assertMayTrySignIn(deps, attempt);
      if (caller) {
        // The policy takes the token as verified here rather than asking the provider again.
        req.user = caller;
        return next();
      }
      res.on('finish', () => {
        // 'user-not-found' (404) is the normal first step of a new Google user, not a failure.
        if (!counted.has(res.statusCode)) return;
        countFailedSignIn(deps, attempt).catch((error: unknown) => {
          if (!(error instanceof AppError)) deps.logger.warn('failed-login count not stored', { requestId: req.id, error });
        });
      });
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** Every sign-up attempt of a client counts, whether or not it succeeds. */
const throttleSignups =
  (deps: AuthDeps): RequestHandler =>
  async (req, _res, next) => {
    try {
      await countSignupAttempt(deps, clientKeyOf(req));
      next();
    } catch (error) {
      next(error);
    }
  };

export function authRoutes(deps: AuthDeps): RouteBinding[] {
  return [
    route(
      authEndpoints.signup,
      async ({ body, caller, requestId }) => {
        assertCaller(caller, body);
        const now = deps.now();
        const record = newUserRecord({ ...body, now });
        // Only a verified address (a Google sign-in's is) claims its mailbox's trial: an address
        // (or the same mailbox written otherwise) that had one goes on with it. An unverified one
        // reserves nothing and learns nothing of the mailbox; it claims once seen verified
        // (domain/user-access.ts, claimPendingTrial; decision 0023).
        const verified = await isEmailVerified(deps.identity, caller);
        let trialAlreadyUsed = false;
        if (verified) {
          const { claim, trialEnd } = await claimTrial(deps, record, now);
          if (claim.alreadyUsed) record['trialStartedAt'] = claim.trialStartedAt;
          // The day the trial ends (as access decides it), for the Business figures: it runs until then.
          record[TRIAL_END_COUNTED] = trialEnd;
          trialAlreadyUsed = claim.alreadyUsed;
        } else {
          record[TRIAL_PENDING] = true;
        }
        const user = await userInfoFor(deps, body.uid, record, verified);
        await deps.users.create(body.uid, record);
        deps.logger.info('user signed up', { requestId, uid: body.uid, method: body.method, verified, trialAlreadyUsed });
        return { user, trialAlreadyUsed };
      },
      { before: [throttleSignups(deps)] },
    ),

    route(
      authEndpoints.login,
      async ({ body, caller }) => {
        assertCaller(caller, body);
        const stored = await deps.users.get(body.uid);
        if (!stored) throw new AppError('user-not-found');
        await deps.users.recordLogin(body.uid);
        const record = await claimPendingTrial(deps, body.uid, stored, caller.emailVerified);
        const user = await userInfoFor(deps, body.uid, record, caller.emailVerified);
        return { status: 'success' as const, statusCode: 'ok' as const, message: 'Login successful.', user };
      },
      { before: [throttleFailedLogins(deps)] },
    ),

    route(authEndpoints.userInfo, async ({ body, caller }) => {
      let tokenUid: string;
      try {
        tokenUid = (await deps.identity.verifyIdToken(body.token)).uid;
      } catch (error) {
        if (error instanceof IdentityError) throw new AppError('invalid-token');
        throw error;
      }
      if (tokenUid !== caller.uid) throw new AppError('not-the-caller', { message: 'The token does not belong to the signed-in user.' });
      const [stored, account] = await Promise.all([deps.users.get(tokenUid), deps.identity.getUser(tokenUid)]);
      if (!stored || !account) throw new AppError('user-not-found');
      // The web asks for user info right after the member says they verified their address.
      const record = await claimPendingTrial(deps, tokenUid, stored, account.emailVerified);
      return userInfoFor(deps, tokenUid, record, account.emailVerified);
    }),
  ];
}
