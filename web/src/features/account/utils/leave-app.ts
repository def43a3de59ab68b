/**
 * Leaves the app for another site (Stripe's Checkout or portal). One small module, so component
 * tests can stand in for a navigation that the test DOM cannot make.
 */
export function leaveAppFor(url: string): void {
  window.location.assign(url);
}
