/** The payment result screen (SPEC section 2, 'Payment result screen'; section 4, 'Payment page'). */
import { billingEndpoints } from '@bela/contracts/billing';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerUserInfo, verifiedPayment } from '../../../testing/account-fixtures';
import { apiFailure, callsTo, onApi } from '../../../testing/api-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp, renderWithProviders } from '../../../testing/render';
import { memberInfo, paidMemberInfo, signInAs } from '../../../testing/session';
import { PaymentResultPage, type RetryCheckout } from './payment-result-page';

const SESSION_ID = 'cs_test_paid_1';
const successAddress = `/payment/success?session_id=${SESSION_ID}&status=success`;

/** The page at `address`, 'Try Again' standing for the account feature's Checkout. */
function renderPaymentPage(address: string, checkout: RetryCheckout = { start: vi.fn(), starting: false, error: null }) {
  return renderWithProviders(<PaymentResultPage checkout={checkout} />, { route: address, path: '/payment/:outcome' });
}

/** The receipt's value beside `label`. */
const receipt = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('the payment result page', () => {
  it("verifies the session, shows the receipt and goes on with 'Continue to Chat'", async () => {
    signInAs(memberInfo());
    answerUserInfo(paidMemberInfo());
    server.use(onApi(billingEndpoints.verifySession, () => verifiedPayment({ customer: { email: 'ana.billing@example.com' }, payment: { amount: 1250, currency: 'eur' } })));
    const { user, location } = renderPaymentPage(successAddress);

    expect(screen.getByRole('status')).toHaveTextContent('Verifying your payment...');
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(callsTo('/stripe/verify-session')).toEqual([{ path: '/stripe/verify-session', body: { sessionId: SESSION_ID } }]);
    expect(receipt('Subscription status')).toHaveTextContent('Active');
    expect(receipt('Email')).toHaveTextContent('ana.billing@example.com');
    expect(receipt('Amount paid')).toHaveTextContent('12.50 EUR');

    await user.click(screen.getByRole('button', { name: 'Continue to Chat' }));
    expect(location()).toBe('/chat');
  });

  it("refreshes a verified member's info and goes to the chat by itself after 3 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInAs(memberInfo());
    answerUserInfo(paidMemberInfo());
    server.use(onApi(billingEndpoints.verifySession, () => verifiedPayment()));
    const { location } = renderPaymentPage(successAddress);

    await screen.findByRole('heading', { name: 'Payment Successful!' });
    expect(screen.getByText('Redirecting to chat in 3 seconds...')).toBeInTheDocument();
    await waitFor(() => expect(callsTo('/auth/user-info')).toHaveLength(1));

    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.getByText('Redirecting to chat in 1 second...')).toBeInTheDocument();
    expect(location()).toBe(successAddress);

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(location()).toBe('/chat'));
  });

  it("shows 'Payment Verification Failed' when Stripe does not confirm the payment, and checks again on request", async () => {
    signInAs(memberInfo());
    answerUserInfo(paidMemberInfo());
    let paid = false;
    server.use(onApi(billingEndpoints.verifySession, () => verifiedPayment({ verified: paid, subscriptionStatus: paid ? 'active' : 'none' })));
    const { user } = renderPaymentPage(successAddress);

    expect(await screen.findByRole('heading', { name: 'Payment Verification Failed' })).toBeInTheDocument();
    expect(screen.getByText("Your payment may have been processed, but we couldn't verify it. Please contact support if needed.")).toBeInTheDocument();
    expect(screen.getByText('Payment verification failed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');

    paid = true;
    await user.click(screen.getByRole('button', { name: 'Check again' }));

    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(callsTo('/stripe/verify-session')).toHaveLength(2);
  });

  it("gives the server's reason when the session cannot be verified", async () => {
    signInAs(memberInfo());
    server.use(onApi(billingEndpoints.verifySession, () => apiFailure(404, 'session-not-found', 'This payment session was not found.')));
    renderPaymentPage(successAddress);

    expect(await screen.findByRole('heading', { name: 'Payment Verification Failed' })).toBeInTheDocument();
    expect(screen.getByText('This payment session was not found.')).toBeInTheDocument();
    expect(screen.queryByText('Redirecting to chat', { exact: false })).not.toBeInTheDocument();
  });

  it("shows 'Payment Cancelled' with 'Continue to Chat' and 'Try Again', which starts Checkout again", async () => {
    signInAs(memberInfo());
    server.use(
      onApi(billingEndpoints.checkoutOutcome, () => ({ declined: false })),
      onApi(billingEndpoints.createCheckout, () => apiFailure(503, 'stripe-unavailable', 'Payments are paused for a moment. Please try again soon.')),
    );
    const { user } = renderApp('/payment/cancelled');

    expect(await screen.findByRole('heading', { name: 'Payment Cancelled' })).toBeInTheDocument();
    expect(screen.getByText('Payment was cancelled')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to Chat' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try Again' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment Error');
    expect(alert).toHaveTextContent('Payments are paused for a moment. Please try again soon.');
    expect(callsTo('/stripe/create-checkout')).toHaveLength(1);
  });

  it("says a declined card was declined and nothing was charged, never 'cancelled', with 'Try Again' and the way back", async () => {
    signInAs(memberInfo());
    const start = vi.fn();
    const { user, location } = renderPaymentPage('/payment/cancelled?reason=card_declined', { start, starting: false, error: null });

    expect(screen.getByRole('heading', { name: 'Card Declined' })).toHaveFocus();
    expect(screen.getByText('Your card was declined, so nothing was charged.')).toBeInTheDocument();
    expect(screen.queryByText(/cancelled/i)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(start).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Continue to Chat' }));
    expect(location()).toBe('/chat');
  });

  it('asks the server on a return from Checkout, and says the card was declined when Stripe declined it', async () => {
    signInAs(memberInfo());
    server.use(onApi(billingEndpoints.checkoutOutcome, () => ({ declined: true })));
    renderPaymentPage('/payment/cancelled');

    expect(screen.getByRole('status')).toHaveTextContent('Checking your payment...');
    expect(await screen.findByRole('heading', { name: 'Card Declined' })).toHaveFocus();
    expect(screen.getByText('Your card was declined, so nothing was charged.')).toBeInTheDocument();
    expect(screen.queryByText(/cancelled/i)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(callsTo('/stripe/checkout-outcome')).toHaveLength(1);
  });

  it('reads a failed question about the checkout as a cancellation', async () => {
    signInAs(memberInfo());
    server.use(onApi(billingEndpoints.checkoutOutcome, () => apiFailure(503, 'payments-unavailable', 'Payments are unavailable right now.')));
    renderPaymentPage('/payment/cancelled');

    expect(await screen.findByRole('heading', { name: 'Payment Cancelled' })).toBeInTheDocument();
    expect(screen.getByText('Payment was cancelled')).toBeInTheDocument();
  });

  it("shows 'Payment Error' with the error the address gives, and the way back to the chat", async () => {
    signInAs(memberInfo());
    const { user, location } = renderPaymentPage('/payment/error?error=Your%20card%20was%20declined.');

    expect(screen.getByRole('heading', { name: 'Payment Error' })).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue to Chat' }));
    expect(location()).toBe('/chat');
  });

  it('reports a return from Checkout without a session id as a Payment Error, verifying nothing', () => {
    signInAs(memberInfo());
    renderPaymentPage('/payment/success?status=success');

    expect(screen.getByRole('heading', { name: 'Payment Error' })).toBeInTheDocument();
    expect(screen.getByText('No session ID provided for successful payment')).toBeInTheDocument();
    expect(callsTo('/stripe/verify-session')).toHaveLength(0);
  });
});
