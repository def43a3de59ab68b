/** The payment result page's query keys: one verification per Checkout session, and the newest card attempt's outcome. */
export const billingKeys = {
  sessionVerification: (sessionId: string) => ['payment', 'session-verification', sessionId] as const,
  checkoutOutcome: () => ['payment', 'checkout-outcome'] as const,
};
