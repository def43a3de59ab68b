/**
 * The payment result screen as a function of its URL and the verification (SPEC section 4,
 * 'Payment page'). Nothing here grants access: only the server's verification changes it.
 */
import { paths, routePath } from '../../../config/paths';
import type { SessionVerification } from '../api/verify-session';
import { formatAmount, subscriptionStatusLabel } from './payment-receipt';
import { VERIFICATION_FAILED, verificationErrorMessage } from './verification-error';

export const NO_SESSION_ID = 'No session ID provided for successful payment';
export const CANCELLED_FALLBACK = 'Payment was cancelled';
export const ERROR_FALLBACK = 'Payment processing failed';
export const DECLINED_TITLE = 'Card Declined';
export const DECLINED_MESSAGE = 'Your card was declined, so nothing was charged.';
export const DECLINED_HINT = 'You can try again with another card, or come back to it later.';
export const VERIFICATION_FAILED_HINT = "Your payment may have been processed, but we couldn't verify it. Please contact support if needed.";

/** A message taken from the URL is shown as plain text, on one line and kept short. */
const MAX_MESSAGE_CHARS = 200;

export type PaymentRequest =
  | { kind: 'verify'; sessionId: string }
  | { kind: 'missing-session' }
  | { kind: 'cancelled'; message: string }
  | { kind: 'declined' }
  | { kind: 'error'; message: string }
  | { kind: 'invalid' };

export type Verification =
  | { state: 'pending' }
  | { state: 'settled'; result: SessionVerification }
  | { state: 'failed'; error: unknown };

export type PaymentView =
  | { kind: 'loading'; label: string; hint?: string }
  | { kind: 'success'; status: string; email: string | null; amount: string }
  | { kind: 'verification-failed'; reason: string }
  | { kind: 'cancelled'; message: string }
  | { kind: 'declined' }
  | { kind: 'error'; message: string }
  | { kind: 'invalid' };

/**
 * Stripe's codes for a card the bank refused (its `code`, or `decline_code` for a generic
 * `card_declined`): nothing is charged, and another card may do.
 */
const DECLINE_CODES = new Set([
  'card_declined',
  'generic_decline',
  'insufficient_funds',
  'lost_card',
  'stolen_card',
  'expired_card',
  'incorrect_cvc',
  'do_not_honor',
  'transaction_not_allowed',
]);

/** The return names a declined card (`reason`, `code` or `decline_code`, as Stripe spells them). */
function isDecline(params: URLSearchParams): boolean {
  return ['reason', 'code', 'decline_code'].some((name) => DECLINE_CODES.has(params.get(name)?.trim().toLowerCase() ?? ''));
}

function messageParam(params: URLSearchParams, ...names: string[]): string | null {
  for (const name of names) {
    const text = params.get(name)?.replace(/\s+/g, ' ').trim();
    if (text) return text.length > MAX_MESSAGE_CHARS ? `${text.slice(0, MAX_MESSAGE_CHARS - 1)}…` : text;
  }
  return null;
}

/** What the path and query ask for. */
export function readPaymentRequest(pathname: string, search: string | URLSearchParams): PaymentRequest {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const path = routePath(pathname);
  switch (path) {
    case paths.paymentSuccess: {
      const sessionId = params.get('session_id')?.trim();
      if (!sessionId) return { kind: 'missing-session' };
      // Checkout's success URL always carries status=success; anything else is not a return from it.
      return params.get('status') === 'success' ? { kind: 'verify', sessionId } : { kind: 'invalid' };
    }
    // A declined card comes back on either path; it is said as such, never as a cancellation.
    case paths.paymentCancelled:
      if (isDecline(params)) return { kind: 'declined' };
      return { kind: 'cancelled', message: messageParam(params, 'message') ?? CANCELLED_FALLBACK };
    case paths.paymentError:
      if (isDecline(params)) return { kind: 'declined' };
      return { kind: 'error', message: messageParam(params, 'error', 'message') ?? ERROR_FALLBACK };
    default:
      return { kind: 'invalid' };
  }
}

function verificationView(verification: Verification): PaymentView {
  switch (verification.state) {
    case 'pending':
      return { kind: 'loading', label: 'Verifying your payment...', hint: 'This takes a few seconds. Please keep this page open.' };
    case 'failed':
      return { kind: 'verification-failed', reason: verificationErrorMessage(verification.error) };
    case 'settled': {
      const { result } = verification;
      if (!result.verified) return { kind: 'verification-failed', reason: VERIFICATION_FAILED };
      return {
        kind: 'success',
        status: subscriptionStatusLabel(result.subscriptionStatus),
        email: result.customer.email,
        amount: formatAmount(result.payment.amount, result.payment.currency),
      };
    }
  }
}

/**
 * What the server says of the member's newest card attempt, for a return to the cancelled page:
 * `pending` while it is asked, `declined` or `not-declined` (a failed question reads as the latter).
 */
export type CheckoutOutcomeState = 'pending' | 'declined' | 'not-declined';

export const CHECKING_PAYMENT = 'Checking your payment...';

/** The screen to show. `authReady`: auth has loaded and the user is signed in. */
export function paymentView(authReady: boolean, request: PaymentRequest, verification: Verification, outcome: CheckoutOutcomeState = 'not-declined'): PaymentView {
  if (!authReady) return { kind: 'loading', label: 'Loading...' };
  switch (request.kind) {
    case 'verify':
      return verificationView(verification);
    case 'missing-session':
      return { kind: 'error', message: NO_SESSION_ID };
    case 'cancelled':
      // Checkout's back link comes here whether the member left or their card was declined.
      if (outcome === 'pending') return { kind: 'loading', label: CHECKING_PAYMENT };
      return outcome === 'declined' ? { kind: 'declined' } : request;
    case 'declined':
    case 'error':
    case 'invalid':
      return request;
  }
}
