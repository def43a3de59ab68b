/** POST /data/check-waitlist: whether the caller's own e-mail is on the waitlist. */
import { Router } from 'express';
import type { Services } from '../../composition-root';
import { checkWaitlistRequest, type CheckWaitlistRequest } from '../../shared/schemas';
import { validateBody } from '../../http/middleware';
import { HttpError } from '../../http/http-error';
import { isOnWaitlist } from './waitlist';

export function waitlistRoutes(services: Services): Router {
  const router = Router();
  router.post('/check-waitlist', validateBody(checkWaitlistRequest), async (req, res) => {
    const { email }: CheckWaitlistRequest = req.body;
    // Membership of other addresses is nobody else's business.
    if (email !== req.user!.email?.toLowerCase()) throw HttpError.forbidden('You can only check your own e-mail address.');
    res.json({ success: true, data: { exists: await isOnWaitlist(services.docs, email) } });
  });
  return router;
}
