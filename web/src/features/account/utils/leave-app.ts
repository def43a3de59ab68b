/**
 * Leaves the app for another site (Stripe's Checkout or portal). One small module, so component
 * tests can stand in for a navigation that jsdom cannot make.
 */
export function leaveAppFor(url: string): void {
  window.location.assign(url);
}
