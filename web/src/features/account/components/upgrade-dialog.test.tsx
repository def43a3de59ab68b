/** Upgrade to Premium: Checkout for a member on trial, the portal for one who already pays. */
import { billingEndpoints } from '@bela/contracts/billing';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerUserInfo, CHECKOUT_URL, PORTAL_URL } from '../../../testing/account-fixtures';
import { apiFailure, callsTo, onApi } from '../../../testing/api-handlers';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { memberInfo, paidMemberInfo, signInAs } from '../../../testing/session';
import { leaveAppFor } from '../utils/leave-app';
import { UpgradeDialog } from './upgrade-dialog';

vi.mock('../utils/leave-app', () => ({ leaveAppFor: vi.fn() }));

const renderUpgradeDialog = () => renderWithProviders(<UpgradeDialog open onClose={vi.fn()} />);

beforeEach(() => vi.mocked(leaveAppFor).mockClear());

describe('Upgrade to Premium', () => {
  it("starts Checkout from 'Subscribe' and sends the browser to Stripe's page", async () => {
    signInAs(memberInfo());
    server.use(onApi(billingEndpoints.createCheckout, () => ({ url: CHECKOUT_URL })));
    const { user } = renderUpgradeDialog();

    expect(screen.getByRole('dialog', { name: 'Upgrade to Premium' })).toHaveAccessibleDescription(/USD 9\.00\s*\/ month/);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    await waitFor(() => expect(leaveAppFor).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(callsTo('/stripe/create-checkout')).toEqual([{ path: '/stripe/create-checkout', body: {} }]);
    // The dialog stays busy while the browser leaves.
    expect(screen.getByRole('button', { name: 'Opening checkout...' })).toHaveAttribute('aria-busy', 'true');
  });

  it('offers a member on a complimentary month Checkout, for after it ends', async () => {
    signInAs(memberInfo({ access: { status: 'paid', isPaidUser: true, isTrialUser: false, complimentaryUntil: '2026-12-26T12:00:00.000Z' } }));
    renderUpgradeDialog();
    expect(screen.getByRole('dialog', { name: 'Upgrade to Premium' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it("shows the server's refusal as a Payment Error and reloads the member's info", async () => {
    const info = memberInfo();
    signInAs(info);
    answerUserInfo(info);
    server.use(onApi(billingEndpoints.createCheckout, () => apiFailure(409, 'already-subscribed', 'You already have an active subscription.')));
    const { user } = renderUpgradeDialog();

    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment Error');
    expect(alert).toHaveTextContent('You already have an active subscription.');
    expect(leaveAppFor).not.toHaveBeenCalled();
    // Paid elsewhere (another tab, say): the app catches up with the member's access.
    await waitFor(() => expect(callsTo('/auth/user-info')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('words a failure without a usable server message as the SPEC says', async () => {
    signInAs(memberInfo());
    server.use(onApi(billingEndpoints.createCheckout, () => apiFailure(404, 'not-found', 'Route not found')));
    const { user } = renderUpgradeDialog();

    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to start checkout process. Please try again.');
  });

  it("shows a paid member the renewal date and sends them to the portal instead of a second purchase", async () => {
    signInAs(paidMemberInfo({ subscriptionPeriodEnd: '2026-12-24T12:00:00.000Z' }));
    server.use(onApi(billingEndpoints.createPortal, () => ({ portalUrl: PORTAL_URL })));
    const { user } = renderUpgradeDialog();

    expect(screen.getByRole('dialog', { name: "You're a Premium member" })).toBeInTheDocument();
    expect(screen.getByText('Your subscription renews on December 24, 2026.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Manage subscription' }));

    await waitFor(() => expect(leaveAppFor).toHaveBeenCalledWith(PORTAL_URL));
    expect(callsTo('/stripe/create-checkout')).toHaveLength(0);
  });
});
