/**
 * Stripe's documented test cards (https://docs.stripe.com/testing) and how each behaves, plus the
 * validation the hosted checkout page applies before "charging" one. Like Stripe in test mode,
 * the sandbox declines any other well-formed number.
 */

/** How a saved card behaves when it is charged later, e.g. at a renewal. */
export type ChargeBehavior = 'succeeds' | 'declines' | 'disputes';

export interface CardDecline {
  /** Stripe's error `code`: `card_declined` unless the decline has a code of its own. */
  code: string;
  decline_code: string;
  message: string;
}

interface TestCard {
  brand: string;
  funding: 'credit' | 'debit' | 'prepaid';
  /** The first charge (checkout): null when it succeeds. */
  decline: CardDecline | null;
  /** How later charges go, when not simply as the first one did. */
  later?: ChargeBehavior;
}

const DECLINED = 'Your card was declined.';
const declined = (decline_code: string, message = DECLINED, code = 'card_declined'): CardDecline => ({
  code,
  decline_code,
  message,
});
const paying = (brand: string, funding: TestCard['funding'] = 'credit'): TestCard => ({ brand, funding, decline: null });
const visaDeclining = (decline: CardDecline): TestCard => ({ brand: 'visa', funding: 'credit', decline });

const TEST_CARDS: Record<string, TestCard> = {
  '4242424242424242': paying('visa'),
  '4000056655665556': paying('visa', 'debit'),
  '5555555555554444': paying('mastercard'),
  '2223003122003222': paying('mastercard'),
  '5200828282828210': paying('mastercard', 'debit'),
  '378282246310005': paying('amex'),
  '371449635398431': paying('amex'),
  '6011111111111117': paying('discover'),
  '3566002020360505': paying('jcb'),
  '6200000000000005': paying('unionpay'),
  '4000000000000002': visaDeclining(declined('generic_decline')),
  '4000000000009995': visaDeclining(declined('insufficient_funds', 'Your card has insufficient funds.')),
  '4000000000009987': visaDeclining(declined('lost_card')),
  '4000000000009979': visaDeclining(declined('stolen_card')),
  '4000000000000069': visaDeclining(declined('expired_card', 'Your card has expired.', 'expired_card')),
  '4000000000000127': visaDeclining(
    declined('incorrect_cvc', "Your card's security code is incorrect.", 'incorrect_cvc'),
  ),
  '4000000000000119': visaDeclining(
    declined('processing_error', 'An error occurred while processing your card. Try again in a little bit.', 'processing_error'),
  ),
  // Stripe attaches this card but declines every charge; checkout charges at once, so it fails there.
  '4000000000000341': visaDeclining(declined('generic_decline')),
  // Every charge succeeds, then the cardholder disputes it as fraudulent (a chargeback).
  '4000000000000259': { ...paying('visa'), later: 'disputes' },
};

const laterBehavior = (known: TestCard, decline: CardDecline | null): ChargeBehavior =>
  known.later ?? (decline ? 'declines' : 'succeeds');

const NOT_A_TEST_CARD = declined(
  'test_mode_live_card',
  `${DECLINED} The Stripe sandbox accepts only Stripe's test cards, such as 4242 4242 4242 4242.`,
);

export interface ValidCard {
  number: string;
  brand: string;
  funding: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  /** Why the first charge fails, or null when it succeeds. */
  decline: CardDecline | null;
  /** How the card behaves at later charges once saved. */
  later: ChargeBehavior;
}

export type CardField = 'number' | 'expiration' | 'cvc';
export type CardCheck = { ok: true; card: ValidCard } | { ok: false; field: CardField; message: string };

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

function readExpiration(text: string, now: Date): { month: number; year: number } | string {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!text.trim()) return "Your card's expiration date is incomplete.";
  if (!match) return "Your card's expiration date is invalid.";
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return "Your card's expiration month is invalid.";
  const endOfMonth = Date.UTC(year, month, 1); // the first instant after the expiry month
  if (endOfMonth <= now.getTime()) return "Your card's expiration date is in the past.";
  if (year > now.getUTCFullYear() + 50) return "Your card's expiration year is invalid.";
  return { month, year };
}

/** Validates the checkout form's card fields; `now` is the sandbox clock (expiry is checked against it). */
export function checkCard(input: { number: string; expiration: string; cvc: string }, now: Date): CardCheck {
  const digits = input.number.replace(/[\s-]/g, '');
  if (!digits) return { ok: false, field: 'number', message: 'Your card number is incomplete.' };
  if (!/^\d+$/.test(digits)) return { ok: false, field: 'number', message: 'Your card number is invalid.' };
  if (digits.length < 13) return { ok: false, field: 'number', message: 'Your card number is incomplete.' };
  if (digits.length > 19 || !passesLuhn(digits)) {
    return { ok: false, field: 'number', message: 'Your card number is invalid.' };
  }
  const expiration = readExpiration(input.expiration, now);
  if (typeof expiration === 'string') return { ok: false, field: 'expiration', message: expiration };
  const known = TEST_CARDS[digits];
  const cvcLength = known?.brand === 'amex' ? 4 : 3;
  const cvc = input.cvc.trim();
  if (!/^\d*$/.test(cvc)) return { ok: false, field: 'cvc', message: "Your card's security code is invalid." };
  if (cvc.length !== cvcLength) return { ok: false, field: 'cvc', message: "Your card's security code is incomplete." };
  const decline = known ? known.decline : NOT_A_TEST_CARD;
  return {
    ok: true,
    card: {
      number: digits,
      brand: known?.brand ?? 'unknown',
      funding: known?.funding ?? 'credit',
      last4: digits.slice(-4),
      exp_month: expiration.month,
      exp_year: expiration.year,
      decline,
      later: known ? laterBehavior(known, decline) : 'declines',
    },
  };
}

/** The card to save for a control endpoint that only names a number (no form to validate). */
export function testCardByNumber(number: string): Pick<ValidCard, 'brand' | 'funding' | 'last4'> & {
  later: ChargeBehavior;
} | null {
  const digits = number.replace(/[\s-]/g, '');
  const known = TEST_CARDS[digits];
  if (!known) return null;
  // 4000 0000 0000 0341 attaches fine and declines later, which is the point of saving it.
  return { brand: known.brand, funding: known.funding, last4: digits.slice(-4), later: laterBehavior(known, known.decline) };
}
