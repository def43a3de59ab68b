/** Price and trial wording derived from the shared business constants (never hard-coded). */
import { SUBSCRIPTION_CURRENCY, SUBSCRIPTION_PRICE_CENTS } from '@bela/contracts/constants';

/** 'USD 9.00'. */
export function subscriptionPrice(): string {
  return `${SUBSCRIPTION_CURRENCY.toUpperCase()} ${(SUBSCRIPTION_PRICE_CENTS / 100).toFixed(2)}`;
}

/** '3 days', '1 day'. */
export function dayCount(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/** '3-day', as in 'a 3-day free trial'. */
export function dayAdjective(days: number): string {
  return `${days}-day`;
}
