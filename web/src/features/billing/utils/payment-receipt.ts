/** What the success screen shows of a verified payment (SPEC section 3, 'Payment verification data'). */

/** Minor units over 100 with 2 decimals, and the currency in upper case: 900, 'usd' → '9.00 USD'. */
export function formatAmount(amountMinor: number, currency: string): string {
  const amount = Number.isFinite(amountMinor) ? amountMinor / 100 : 0;
  return `${amount.toFixed(2)} ${currency.trim().toUpperCase()}`.trim();
}

/** 'active' → 'Active', 'past_due' → 'Past due'. */
export function subscriptionStatusLabel(status: string): string {
  if (!status || status === 'none') return 'No subscription';
  if (status === 'canceled') return 'Cancelled';
  return status.charAt(0).toUpperCase() + status.slice(1).replaceAll('_', ' ');
}
