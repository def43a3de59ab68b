/** The exact texts of SPEC section 8 used by the account dialogs, and how errors map onto them. */
import { clientErrorCodes, isApiError, isServerError } from '../../../lib/api-error';

export const verificationMessages = {
  success: 'Verification successful!',
  notYet: 'Verification not detected yet. Please ensure you clicked the link.',
  error: 'Error checking verification status.',
  resent: 'Verification email sent! Please check your inbox (and spam folder).',
  resendFailed: 'Failed to resend verification email. Please try again later.',
} as const;

export const CHECKOUT_FAILED = 'Failed to start checkout process. Please try again.';
export const PORTAL_FAILED = 'Unable to open subscription management. Please try again or contact support.';
export const ACCOUNT_LOAD_FAILED = 'Failed to load account information';
export const REFUND_POLICY = 'All subscription fees are non-refundable';

/**
 * The checkout failure: the server's own message (e.g. 'already-subscribed'), except for a 404 (no
 * payments route on this server: its 'Route not found' means nothing to a member) or a failure of
 * the client's own (network, timeout).
 */
export function checkoutErrorMessage(error: unknown): string {
  if (isServerError(error) && error.status !== 404 && error.message) return error.message;
  return CHECKOUT_FAILED;
}

/** A server message, or `fallback` for failures of the client's own (network, timeout). */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (isServerError(error) && error.message) return error.message;
  if (isApiError(error) && (error.code === clientErrorCodes.network || error.code === clientErrorCodes.timeout)) return `${fallback} ${error.message}`;
  return fallback;
}

/** `bela-data-2026-05-20.json` (the local date). */
export function exportFileName(date: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `bela-data-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.json`;
}
