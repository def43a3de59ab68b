/** Amounts as people read them: "$9.00 / month". Amounts are in the currency's minor unit, as on Stripe. */
import type { Price } from './stripe-objects';

// Stripe's zero-decimal currencies that a sandbox user might plausibly pick.
const ZERO_DECIMAL = new Set(['jpy', 'krw', 'vnd', 'clp', 'pyg', 'xaf', 'xof', 'ugx']);
const SYMBOLS: Record<string, string> = { usd: '$', eur: '€', gbp: '£', cad: 'CA$', aud: 'A$', jpy: '¥' };

export function formatAmount(amount: number, currency: string): string {
  const code = currency.toLowerCase();
  const value = ZERO_DECIMAL.has(code) ? String(amount) : (amount / 100).toFixed(2);
  const symbol = SYMBOLS[code];
  return symbol ? `${amount < 0 ? '-' : ''}${symbol}${value.replace('-', '')}` : `${value} ${code.toUpperCase()}`;
}

/** "$9.00 / month", "$20.00 / 3 months", or just "$5.00" for a one-time price. */
export function formatPrice(price: Price, quantity = 1): string {
  const amount = formatAmount(price.unit_amount * quantity, price.currency);
  if (!price.recurring) return amount;
  const { interval, interval_count: count } = price.recurring;
  return count === 1 ? `${amount} / ${interval}` : `${amount} / ${count} ${interval}s`;
}
