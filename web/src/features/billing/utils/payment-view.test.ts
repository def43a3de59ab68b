import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import type { SessionVerification } from '../api/verify-session';
import { paymentView, readPaymentRequest, type PaymentRequest } from './payment-view';

const paid: SessionVerification = {
  verified: true,
  subscriptionStatus: 'active',
  customer: { email: 'member@example.test' },
  payment: { amount: 900, currency: 'usd' },
};
const verify: PaymentRequest = { kind: 'verify', sessionId: 'cs_test_1' };

describe('readPaymentRequest', () => {
  it('verifies a return from Checkout', () => {
    expect(readPaymentRequest('/payment/success', '?status=success&session_id=cs_test_1')).toEqual(verify);
    expect(readPaymentRequest('/payment/success/', '?status=success&session_id=cs_test_1')).toEqual(verify);
  });

  it('needs a session id on the success path', () => {
    expect(readPaymentRequest('/payment/success', '?status=success')).toEqual({ kind: 'missing-session' });
    expect(readPaymentRequest('/payment/success', '?status=success&session_id=%20')).toEqual({ kind: 'missing-session' });
    expect(readPaymentRequest('/payment/success', '')).toEqual({ kind: 'missing-session' });
  });

  it('does not verify without status=success', () => {
    expect(readPaymentRequest('/payment/success', '?session_id=cs_test_1')).toEqual({ kind: 'invalid' });
    expect(readPaymentRequest('/payment/success', '?status=failed&session_id=cs_test_1')).toEqual({ kind: 'invalid' });
  });

  it('shows the given cancel message or the default', () => {
    expect(readPaymentRequest('/payment/cancelled', '')).toEqual({ kind: 'cancelled', message: 'Payment was cancelled' });
    expect(readPaymentRequest('/payment/cancelled', '?message=You%20closed%20the%20page')).toEqual({
      kind: 'cancelled',
      message: 'You closed the page',
    });
  });

  it('shows the given error or the default, on one short line', () => {
    expect(readPaymentRequest('/payment/error', '')).toEqual({ kind: 'error', message: 'Payment processing failed' });
    expect(readPaymentRequest('/payment/error', new URLSearchParams({ error: '  Card\n declined ' }))).toEqual({
      kind: 'error',
      message: 'Card declined',
    });
    const long = readPaymentRequest('/payment/error', new URLSearchParams({ error: 'x'.repeat(500) }));
    expect(long.kind === 'error' && long.message.length).toBe(200);
  });

  it('says a declined card is declined, on the cancelled path and the error path alike', () => {
    expect(readPaymentRequest('/payment/cancelled', '?reason=card_declined')).toEqual({ kind: 'declined' });
    expect(readPaymentRequest('/payment/cancelled', '?code=card_declined&decline_code=insufficient_funds')).toEqual({ kind: 'declined' });
    expect(readPaymentRequest('/payment/error', '?error=Your%20card%20was%20declined.&code=card_declined')).toEqual({ kind: 'declined' });
    expect(readPaymentRequest('/payment/error', '?decline_code=Expired_Card')).toEqual({ kind: 'declined' });
    // Any other reason is not a decline.
    expect(readPaymentRequest('/payment/cancelled', '?reason=closed')).toEqual({ kind: 'cancelled', message: 'Payment was cancelled' });
    expect(readPaymentRequest('/payment/error', '?code=processing_error')).toEqual({ kind: 'error', message: 'Payment processing failed' });
  });

  it('knows no other page', () => {
    expect(readPaymentRequest('/payment/elsewhere', '?status=success&session_id=cs_1')).toEqual({ kind: 'invalid' });
    expect(readPaymentRequest('/payment', '')).toEqual({ kind: 'invalid' });
  });
});

describe('paymentView', () => {
  it('waits for auth to load before anything else', () => {
    expect(paymentView(false, verify, { state: 'pending' })).toEqual({ kind: 'loading', label: 'Loading...' });
    expect(paymentView(false, { kind: 'invalid' }, { state: 'pending' }).kind).toBe('loading');
  });

  it('shows the verification in progress', () => {
    expect(paymentView(true, verify, { state: 'pending' })).toMatchObject({ kind: 'loading', label: 'Verifying your payment...' });
  });

  it('shows a verified payment with its status, e-mail and amount', () => {
    expect(paymentView(true, verify, { state: 'settled', result: paid })).toEqual({
      kind: 'success',
      status: 'Active',
      email: 'member@example.test',
      amount: '9.00 USD',
    });
  });

  it('an unverified answer is a failed verification', () => {
    const view = paymentView(true, verify, { state: 'settled', result: { ...paid, verified: false, subscriptionStatus: 'incomplete' } });
    expect(view).toEqual({ kind: 'verification-failed', reason: 'Payment verification failed' });
  });

  it("a refused verification gives the server's message, or the status text", () => {
    const notFound = new ApiError(404, 'session-not-found', 'That payment session was not found.');
    expect(paymentView(true, verify, { state: 'failed', error: notFound })).toEqual({
      kind: 'verification-failed',
      reason: 'That payment session was not found.',
    });
    const bare = new ApiError(502, 'http-error', 'Request failed with status 502');
    expect(paymentView(true, verify, { state: 'failed', error: bare })).toEqual({
      kind: 'verification-failed',
      reason: 'Failed to verify session: Bad Gateway',
    });
  });

  it('reports a missing session id, a cancellation, an error and an unknown page', () => {
    expect(paymentView(true, { kind: 'missing-session' }, { state: 'pending' })).toEqual({
      kind: 'error',
      message: 'No session ID provided for successful payment',
    });
    expect(paymentView(true, { kind: 'cancelled', message: 'Payment was cancelled' }, { state: 'pending' }).kind).toBe('cancelled');
    expect(paymentView(true, { kind: 'error', message: 'Payment processing failed' }, { state: 'pending' }).kind).toBe('error');
    expect(paymentView(true, { kind: 'invalid' }, { state: 'pending' })).toEqual({ kind: 'invalid' });
  });
});
