/**
 * POST /utility/track-login: records a login attempt (SPEC.md section 3, Login activity). A failed
 * attempt also counts towards the client's failed-login limit, which is how password failures
 * the identity provider saw reach the sign-in throttle.
 */
import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import type { Services } from '../../composition-root';
import { trackLoginRequest, type TrackLoginRequest } from '../../shared/schemas';
import { optionalUser, validateBody } from '../../http/middleware';
import { anonymizeIp } from '../../platform/anonymize-ip';
import { clientKey, failedLoginsRule } from '../rate-limit/auth-throttle';
import { tooMany } from '../rate-limit/rate-limiter';

/** Raw analytics events are kept this long, then purged by the retention job. */
const EVENT_RETENTION_DAYS = 400;

export function trackLoginRoutes(services: Services): Router {
  const router = Router();
  router.post('/track-login', optionalUser(services), validateBody(trackLoginRequest), async (req, res) => {
    const body: TrackLoginRequest = req.body;
    const now = services.now();
    const id = randomUUID();
    await services.docs.create(`logins/${id}`, {
      timestamp: now,
      success: body.success,
      loginMethod: body.loginMethod,
      email: (body.email ?? req.user?.email ?? null)?.toLowerCase() ?? null,
      userId: req.user?.uid ?? null,
      deviceType: body.deviceType ?? null,
      browser: body.browser ?? null,
      ip: anonymizeIp(req.ip),
      userAgent: body.userAgent ?? req.get('user-agent') ?? null,
      errorMessage: body.errorMessage ?? null,
      sessionId: body.sessionId ?? null,
      page: body.page ?? null,
      environment: services.config.isLocal ? 'test' : 'live',
      isTest: services.config.isLocal,
      expiresAt: new Date(now.getTime() + EVENT_RETENTION_DAYS * 86_400_000),
    });
    if (body.success === false) {
      const rule = failedLoginsRule(services);
      const state = await services.rateLimiter.hit(rule, clientKey(req));
      if (!state.allowed) throw tooMany(rule, state.retryAfterSeconds);
    }
    res.status(201).json({ success: true, data: { id } });
  });
  return router;
}
