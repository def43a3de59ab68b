/** Account Information as a member sees it: details, access, subscription, the portal, deletion. */
import { accountEndpoints } from '@bela/contracts/account';
import { billingEndpoints } from '@bela/contracts/billing';
import type { UserInfo } from '@bela/contracts/auth';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerUserInfo, PORTAL_URL } from '../../../testing/account-fixtures';
import { apiFailure, callsTo, onApi } from '../../../testing/api-handlers';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { memberInfo, paidMemberInfo, signInAs } from '../../../testing/session';
import { leaveAppFor } from '../utils/leave-app';
import { AccountDialog } from './account-dialog';

vi.mock('../utils/leave-app', () => ({ leaveAppFor: vi.fn() }));

// Midday UTC: the same calendar day in every time zone the tests may run in.
const period = {
  subscriptionPeriodStart: '2026-11-24T12:00:00.000Z',
  subscriptionPeriodEnd: '2026-12-24T12:00:00.000Z',
  lastPaymentDate: '2026-11-24T12:00:00.000Z',
};

function openAccountDialog(info: UserInfo) {
  signInAs(info);
  // Opening the dialog reloads the member's info.
  answerUserInfo(info);
  const handlers = { onClose: vi.fn(), onUpgrade: vi.fn(), onAccountDeleted: vi.fn() };
  const rendered = renderWithProviders(<AccountDialog open {...handlers} />);
  return { ...rendered, ...handlers };
}

/** The value shown beside `label` in the dialog's description lists. */
const detail = (label: string, scope: HTMLElement = document.body) => within(scope).getByText(label, { selector: 'dt' }).nextElementSibling;
const section = (title: string) => screen.getByRole('region', { name: title });

beforeEach(() => vi.mocked(leaveAppFor).mockClear());
// The download's spies (URL.createObjectURL, an anchor's click) end with their test.
afterEach(() => vi.restoreAllMocks());

describe('Account Information', () => {
  it("shows a trial member's details, the trial's days and end, and the way to Premium", async () => {
    const info = memberInfo({ createdAt: '2026-11-25T12:00:00.000Z', access: { daysRemaining: 2, trialEndsAt: '2026-11-28T12:00:00.000Z' } });
    const { user, onUpgrade } = openAccountDialog(info);

    expect(await screen.findByRole('dialog', { name: 'Account Information' })).toBeInTheDocument();
    // Fresh figures each time it opens.
    await waitFor(() => expect(callsTo('/auth/user-info')).toHaveLength(1));
    expect(detail('Name')).toHaveTextContent('Ana Member');
    expect(detail('Email')).toHaveTextContent('ana@example.com');
    expect(detail('Email verified')).toHaveTextContent('Verified');
    expect(detail('Member since')).toHaveTextContent('November 25, 2026');
    expect(detail('Sign-in method')).toHaveTextContent('Email and password');
    expect(detail('Access')).toHaveTextContent('Free trial, 2 days left of 3');
    expect(detail('Trial ends')).toHaveTextContent('November 28, 2026');

    const subscription = section('Subscription details');
    expect(detail('Status', subscription)).toHaveTextContent('No subscription');
    expect(detail('Premium', subscription)).toHaveTextContent('USD 9.00/month, cancel any time');
    expect(within(subscription).queryByRole('button', { name: 'Manage subscription' })).not.toBeInTheDocument();
    expect(screen.getByText(/All subscription fees are non-refundable/)).toBeInTheDocument();

    await user.click(within(subscription).getByRole('button', { name: 'Upgrade to Premium' }));
    expect(onUpgrade).toHaveBeenCalledOnce();
  });

  it("shows a paid member's Premium access, plan, current period and last payment", async () => {
    openAccountDialog(paidMemberInfo(period));

    await screen.findByRole('dialog', { name: 'Account Information' });
    expect(detail('Access')).toHaveTextContent('Premium');
    expect(screen.queryByText('Trial ends')).not.toBeInTheDocument();
    const subscription = section('Subscription details');
    expect(detail('Status', subscription)).toHaveTextContent(/^Active$/);
    expect(detail('Plan', subscription)).toHaveTextContent('Premium, USD 9.00/month');
    expect(detail('Current period', subscription)).toHaveTextContent('November 24, 2026 – December 24, 2026');
    expect(detail('Last payment', subscription)).toHaveTextContent('November 24, 2026');
    expect(within(subscription).queryByRole('button', { name: 'Upgrade to Premium' })).not.toBeInTheDocument();
  });

  it('shows a complimentary month as such: its end, no subscription to manage, and the way to Premium', async () => {
    const info = memberInfo({ access: { status: 'paid', isPaidUser: true, isTrialUser: false, daysRemaining: 0, complimentaryUntil: '2026-12-26T12:00:00.000Z' } });
    const { user, onUpgrade } = openAccountDialog(info);

    await screen.findByRole('dialog', { name: 'Account Information' });
    expect(detail('Access')).toHaveTextContent('Complimentary access until December 26, 2026');
    expect(screen.queryByText('Trial ends')).not.toBeInTheDocument();
    const subscription = section('Subscription details');
    expect(detail('Status', subscription)).toHaveTextContent('No subscription');
    expect(within(subscription).queryByRole('button', { name: 'Manage subscription' })).not.toBeInTheDocument();
    await user.click(within(subscription).getByRole('button', { name: 'Upgrade to Premium' }));
    expect(onUpgrade).toHaveBeenCalledOnce();
  });

  it('shows an admin their role, not days left in a free trial', async () => {
    openAccountDialog(memberInfo({ role: 'admin' }));
    expect(await screen.findByRole('dialog', { name: 'Account Information' })).toBeInTheDocument();
    await waitFor(() => expect(detail('Access')).toHaveTextContent('Admin: every photo of the gallery, and the admin pages'));
    expect(detail('Access')).not.toHaveTextContent(/free trial/i);
    expect(screen.queryByText('Trial ends')).not.toBeInTheDocument();
    expect(detail('Role')).toHaveTextContent('Admin');
  });

  it('tells a member whose subscription is cancelled at period end until when access lasts', async () => {
    openAccountDialog(paidMemberInfo({ ...period, cancelAtPeriodEnd: true }));

    await screen.findByRole('dialog', { name: 'Account Information' });
    const subscription = section('Subscription details');
    expect(detail('Status', subscription)).toHaveTextContent('Active, cancels at period end');
    expect(within(subscription).getByText('Your subscription ends on December 24, 2026; you keep access until then.')).toBeInTheDocument();
  });

  it("sends a paid member to Stripe's portal from 'Manage subscription'", async () => {
    server.use(onApi(billingEndpoints.createPortal, () => ({ portalUrl: PORTAL_URL })));
    const { user } = openAccountDialog(paidMemberInfo(period));

    const manage = await screen.findByRole('button', { name: 'Manage subscription' });
    await user.click(manage);

    await waitFor(() => expect(leaveAppFor).toHaveBeenCalledWith(PORTAL_URL));
    expect(callsTo('/stripe/create-portal')).toHaveLength(1);
    // Still busy while the browser leaves for the portal.
    expect(manage).toHaveAttribute('aria-busy', 'true');
  });

  it('says so when the portal cannot be opened, and stays in the app', async () => {
    server.use(onApi(billingEndpoints.createPortal, () => apiFailure(404, 'no-subscription', 'No subscription to manage.')));
    const { user } = openAccountDialog(paidMemberInfo(period));

    await user.click(await screen.findByRole('button', { name: 'Manage subscription' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to open subscription management. Please try again or contact support.');
    expect(leaveAppFor).not.toHaveBeenCalled();
  });

  it('deletes the account only once DELETE is typed, and reports a failure without leaving', async () => {
    server.use(onApi(accountEndpoints.delete, () => apiFailure(503, 'unavailable', 'Deletion is unavailable right now. Please try again later.')));
    const { user, onAccountDeleted } = openAccountDialog(memberInfo());

    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete my account' });
    expect(within(confirm).getByText(/permanently deletes your account/)).toBeInTheDocument();
    const deleteButton = within(confirm).getByRole('button', { name: 'Delete account' });
    expect(deleteButton).toBeDisabled();

    const confirmation = within(confirm).getByLabelText('Type DELETE to confirm');
    await user.type(confirmation, 'delete');
    expect(deleteButton).toBeDisabled();
    await user.clear(confirmation);
    await user.type(confirmation, 'DELETE');
    await user.click(deleteButton);

    expect(await within(confirm).findByRole('alert')).toHaveTextContent('Deletion is unavailable right now. Please try again later.');
    expect(callsTo('/account/delete')).toEqual([{ path: '/account/delete', body: { confirm: 'DELETE' } }]);
    expect(onAccountDeleted).not.toHaveBeenCalled();
    expect(deleteButton).toBeEnabled();
  });

  it('signs the member out once the account is deleted', async () => {
    server.use(onApi(accountEndpoints.delete, () => ({ deleted: true as const })));
    const { user, onAccountDeleted } = openAccountDialog(memberInfo());

    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete my account' });
    await user.type(within(confirm).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(confirm).getByRole('button', { name: 'Delete account' }));

    await waitFor(() => expect(onAccountDeleted).toHaveBeenCalledOnce());
  });

  it("saves the member's data as a dated JSON file from 'Download my data'", async () => {
    const info = memberInfo();
    server.use(onApi(accountEndpoints.export, () => ({ exportedAt: '2026-11-26T02:00:00.000Z', profile: info, conversations: [], memories: [], activity: {} })));
    const saved: Array<{ name: string; data: Blob }> = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((data) => {
      saved.push({ name: '', data: data as Blob });
      return 'blob:bela-export';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (this.href === 'blob:bela-export') saved.at(-1)!.name = this.download;
    });
    const { user } = openAccountDialog(info);

    await user.click(await screen.findByRole('button', { name: 'Download my data' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toMatch(/^bela-data-\d{4}-\d{2}-\d{2}\.json$/);
    expect(JSON.parse(await saved[0]!.data.text())).toMatchObject({ profile: { email: 'ana@example.com' }, conversations: [] });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the conversations export the app gives it under "Your data"', async () => {
    signInAs(memberInfo());
    answerUserInfo(memberInfo());
    renderWithProviders(<AccountDialog open onClose={vi.fn()} onUpgrade={vi.fn()} onAccountDeleted={vi.fn()} conversationsExport={<button type="button">Export conversations</button>} />);

    expect(await within(await screen.findByRole('dialog', { name: 'Account Information' })).findByRole('button', { name: 'Export conversations' })).toBeInTheDocument();
  });

  it('leads to "What Bela knows" (the memory page) under "Your data"', async () => {
    const { user, location } = openAccountDialog(memberInfo());

    const link = await screen.findByRole('link', { name: 'What Bela knows' });
    expect(link).toHaveAttribute('href', '/memories');
    await user.click(link);
    expect(location()).toBe('/memories');
  });

  it('says so when the data cannot be downloaded', async () => {
    server.use(onApi(accountEndpoints.export, () => apiFailure(500, 'internal', 'Your data could not be gathered. Please try again.')));
    const { user } = openAccountDialog(memberInfo());

    await user.click(await screen.findByRole('button', { name: 'Download my data' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your data could not be gathered. Please try again.');
  });
});
