/** The `stripeWebhook` function's one route: POST the raw, signed body of a Stripe event. */
import type { RequestHandler } from 'express';
import { PaymentsError } from '../../ports/payments';
import { AppError } from '../../platform/app-error';
import { handleStripeDelivery, type WebhookDeps } from './stripe-webhook';

export function stripeWebhookRoute(deps: WebhookDeps): RequestHandler {
  return async (req, res, next) => {
    try {
      const outcome = await handleStripeDelivery(deps, req.rawBody ?? Buffer.alloc(0), req.get('stripe-signature'));
      res.json({ received: true, outcome });
    } catch (error) {
      next(error instanceof PaymentsError && error.code === 'invalid-signature' ? new AppError('invalid-signature', { cause: error }) : error);
    }
  };
}
