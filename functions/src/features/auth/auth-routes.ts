/**
 * POST /auth/signup, /auth/login and /auth/user-info (SPEC.md section 7). The caller is always the
 * bearer of the ID token; a body naming another uid or e-mail is refused.
 */
import { Router, type Request } from 'express';
import type { Services } from '../../composition-root';
import { DocStoreError, FieldValues } from '../../ports/doc-store';
import { IdentityError } from '../../ports/identity';
import {
  loginRequest,
  signupRequest,
  userInfoRequest,
  type LoginRequest,
  type LoginResult,
  type SignupRequest,
  type UserInfoRequest,
} from '../../shared/schemas';
import { HttpError } from '../../http/http-error';
import { requireUser, validateBody } from '../../http/middleware';
import { userInfoFor } from '../entitlements/user-access';
import { throttleFailedLogins, throttleSignups } from '../rate-limit/auth-throttle';
import { newUserRecord, userPath, type UserRecord } from './user-record';

const userNotFound = () =>
  HttpError.notFound('No account was found for this sign-in. Please complete sign up.', 'user-not-found');

function assertCaller(req: Request, body: { uid: string; email?: string }) {
  const caller = req.user!;
  if (body.uid !== caller.uid) throw HttpError.forbidden('The user id does not match the signed-in user.');
  if (body.email !== undefined && body.email !== caller.email?.toLowerCase()) {
    throw HttpError.forbidden('The e-mail does not match the signed-in user.');
  }
}

export function authRoutes(services: Services): Router {
  const router = Router();
  const { docs, identity } = services;
  const user = requireUser(services);

  router.post('/signup', throttleSignups(services), user, validateBody(signupRequest), async (req, res) => {
    const body: SignupRequest = req.body;
    assertCaller(req, body);
    const record = newUserRecord({ ...body, now: services.now() });
    try {
      await docs.create(userPath(body.uid), record);
    } catch (error) {
      if (error instanceof DocStoreError && error.code === 'already-exists') {
        throw HttpError.conflict('This email is already registered. Please log in.', 'already-registered');
      }
      throw error;
    }
    services.logger.info('user signed up', { requestId: req.id, uid: body.uid, method: body.method });
    const user = await userInfoFor(services, body.uid, record, req.user!.emailVerified);
    res.status(201).json({ success: true, data: { user } });
  });

  router.post('/login', throttleFailedLogins(services), user, validateBody(loginRequest), async (req, res) => {
    const body: LoginRequest = req.body;
    assertCaller(req, body);
    const existing = await docs.get<UserRecord>(userPath(body.uid));
    if (!existing) throw userNotFound();
    await docs.update(userPath(body.uid), { lastLoginAt: FieldValues.serverTime() });
    const result: LoginResult = { status: 'success', statusCode: 'ok', message: 'Login successful.' };
    const user = await userInfoFor(services, body.uid, existing.data, req.user!.emailVerified);
    res.json({ success: true, data: { ...result, user } });
  });

  router.post('/user-info', user, validateBody(userInfoRequest), async (req, res) => {
    const { token }: UserInfoRequest = req.body;
    let tokenUid: string;
    try {
      tokenUid = (await identity.verifyIdToken(token)).uid;
    } catch (error) {
      if (error instanceof IdentityError) throw new HttpError(401, 'invalid-token', 'Invalid or expired authentication token.');
      throw error;
    }
    if (tokenUid !== req.user!.uid) throw HttpError.forbidden('The token does not belong to the signed-in user.');
    const [record, account] = await Promise.all([docs.get<UserRecord>(userPath(tokenUid)), identity.getUser(tokenUid)]);
    if (!record || !account) throw userNotFound();
    res.json({ success: true, data: await userInfoFor(services, tokenUid, record.data, account.emailVerified) });
  });

  return router;
}
