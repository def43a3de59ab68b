/** Contact form outcomes (SPEC section 8, "Contact"). */
import { clientErrorCodes, isApiError, isServerError } from '../../../lib/api-error';

export const contactMessages = {
  success: "Your message has been sent successfully! We'll get back to you soon.",
  failure: 'Failed to send message. Please try again.',
  network: 'Failed to send message. Please check your connection and try again.',
} as const;

/** The server's error message, the network message, or the generic failure. */
export function contactErrorMessage(error: unknown): string {
  if (isServerError(error)) return error.message || contactMessages.failure;
  if (isApiError(error) && error.code === clientErrorCodes.network) return contactMessages.network;
  return contactMessages.failure;
}
