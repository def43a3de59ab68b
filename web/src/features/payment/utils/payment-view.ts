/**
 * The payment result screen as a function of its URL and the verification (SPEC section 4,
 * 'Payment page'). Nothing here grants access: only the server's verification changes it.
 */
import { paths } from '../../../config/paths';
import type { SessionVerification } from '../api/verify-session';
import { formatAmount, subscriptionStatusLabel } from './payment-receipt';
import { VERIFICATION_FAILED, verificationErrorMessage } from './verification-error';

export const NO_SESSION_ID = 'No session ID provided for successful payment';
export const CANCELLED_FALLBACK = 'Payment was cancelled';
export const ERROR_FALLBACK = 'Payment processing failed';
export const VERIFICATION_FAILED_HINT = "Your payment may have been processed, but we couldn't verify it. Please contact support if needed.";

/** A message taken from the URL is shown as plain text, on one line and kept short. */
const MAX_MESSAGE_CHARS = 200;

export type PaymentRequest =
  | { kind: 'verify'; sessionId: string }
  | { kind: 'missing-session' }
  | { kind: 'cancelled'; message: string }
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
  | { kind: 'error'; message: string }
  | { kind: 'invalid' };

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
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  switch (path) {
    case paths.paymentSuccess: {
      const sessionId = params.get('session_id')?.trim();
      if (!sessionId) return { kind: 'missing-session' };
      // Checkout's success URL always carries status=success; anything else is not a return from it.
      return params.get('status') === 'success' ? { kind: 'verify', sessionId } : { kind: 'invalid' };
    }
    case paths.paymentCancelled:
      return { kind: 'cancelled', message: messageParam(params, 'message') ?? CANCELLED_FALLBACK };
    case paths.paymentError:
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

/** The screen to show. `authReady`: auth has loaded and the user is signed in. */
export function paymentView(authReady: boolean, request: PaymentRequest, verification: Verification): PaymentView {
  if (!authReady) return { kind: 'loading', label: 'Loading...' };
  switch (request.kind) {
    case 'verify':
      return verificationView(verification);
    case 'missing-session':
      return { kind: 'error', message: NO_SESSION_ID };
    case 'cancelled':
    case 'error':
    case 'invalid':
      return request;
  }
}
