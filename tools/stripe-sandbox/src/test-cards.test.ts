import { describe, expect, it } from 'vitest';
import { checkCard, testCardByNumber } from './test-cards';

const now = new Date('2025-06-15T12:00:00Z');
const check = (number: string, expiration = '12 / 30', cvc = '123') => checkCard({ number, expiration, cvc }, now);

describe('checkCard', () => {
  it('accepts Stripe test cards with or without spaces', () => {
    for (const number of ['4242424242424242', '4242 4242 4242 4242', '4242-4242-4242-4242']) {
      expect(check(number)).toMatchObject({ ok: true, card: { brand: 'visa', last4: '4242', decline: null, later: 'succeeds' } });
    }
    expect(check('3782 822463 10005', '12/30', '1234')).toMatchObject({ ok: true, card: { brand: 'amex' } });
  });

  it('knows the declining cards', () => {
    expect(check('4000000000000002')).toMatchObject({ ok: true, card: { decline: { message: 'Your card was declined.', decline_code: 'generic_decline' } } });
    expect(check('4000000000009995')).toMatchObject({ card: { decline: { decline_code: 'insufficient_funds' } } });
    expect(check('4000000000000341')).toMatchObject({ card: { decline: { code: 'card_declined' }, later: 'declines' } });
    // A well-formed number that is not a test card is declined, as in Stripe's test mode.
    expect(check('4012888888881881')).toMatchObject({ card: { decline: { decline_code: 'test_mode_live_card' } } });
  });

  it('explains invalid fields', () => {
    expect(check('1234 5678 9012 3456')).toEqual({ ok: false, field: 'number', message: 'Your card number is invalid.' });
    expect(check('4242 42')).toMatchObject({ field: 'number', message: 'Your card number is incomplete.' });
    expect(check('4242 4242 4242 424x')).toMatchObject({ field: 'number', message: 'Your card number is invalid.' });
    expect(check('4242424242424242', '05/25')).toMatchObject({ field: 'expiration', message: "Your card's expiration date is in the past." });
    expect(check('4242424242424242', '06/25')).toMatchObject({ ok: true });
    expect(check('4242424242424242', '0/27')).toMatchObject({ field: 'expiration' });
    expect(check('4242424242424242', '')).toMatchObject({ message: "Your card's expiration date is incomplete." });
    expect(check('4242424242424242', '12/30', '12')).toMatchObject({ field: 'cvc', message: "Your card's security code is incomplete." });
    expect(check('378282246310005', '12/30', '123')).toMatchObject({ field: 'cvc' });
  });

  it('looks up a test card by number for saving it directly', () => {
    expect(testCardByNumber('4000 0000 0000 0341')).toMatchObject({ last4: '0341', later: 'declines' });
    expect(testCardByNumber('5555555555554444')).toMatchObject({ brand: 'mastercard', later: 'succeeds' });
    expect(testCardByNumber('4111111111111112')).toBeNull();
  });
});
