/** The plan panel of the chat sidebar: what each kind of account reads there. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { adminInfo, memberInfo, paidMemberInfo } from '../../../testing/session';
import { TrialStatusPanel } from './trial-status-panel';

const panel = () => screen.getByTestId('trial-status');

describe('the trial status panel', () => {
  it('shows an admin their role, never days left of a trial or Upgrade', () => {
    // The server answers an admin's access as any account's; the trial fields are there but do not apply.
    renderWithProviders(<TrialStatusPanel userInfo={adminInfo({ access: { daysRemaining: 3 } })} loading={false} onUpgrade={vi.fn()} />);

    expect(within(panel()).getByText('Admin')).toBeInTheDocument();
    expect(panel()).not.toHaveTextContent(/free trial|days? left/);
    expect(within(panel()).queryByRole('button', { name: 'Upgrade' })).not.toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: 'Check the waitlist' })).not.toBeInTheDocument();
  });

  it('shows a paying admin their role rather than Premium', () => {
    renderWithProviders(<TrialStatusPanel userInfo={paidMemberInfo({ role: 'admin' })} loading={false} onUpgrade={vi.fn()} />);
    expect(within(panel()).getByText('Admin')).toBeInTheDocument();
    expect(within(panel()).queryByText('Premium')).not.toBeInTheDocument();
  });

  it('still shows a trial member the days left and Upgrade', () => {
    renderWithProviders(<TrialStatusPanel userInfo={memberInfo({ access: { daysRemaining: 3 } })} loading={false} onUpgrade={vi.fn()} />);
    expect(panel()).toHaveTextContent('3 days left in your free trial');
    expect(within(panel()).getByRole('button', { name: 'Upgrade' })).toBeInTheDocument();
    expect(within(panel()).queryByText('Admin')).not.toBeInTheDocument();
  });

  it('shows a complimentary month with its end, no Premium or subscription, and Upgrade for after it', async () => {
    const onUpgrade = vi.fn();
    const info = memberInfo({ access: { status: 'paid', isPaidUser: true, isTrialUser: false, daysRemaining: 0, complimentaryUntil: '2026-12-26T12:00:00.000Z' } });
    const { user } = renderWithProviders(<TrialStatusPanel userInfo={info} loading={false} onUpgrade={onUpgrade} />);
    expect(within(panel()).getByText('Complimentary month')).toBeInTheDocument();
    expect(panel()).toHaveTextContent('Complimentary access until December 26, 2026');
    expect(panel()).not.toHaveTextContent(/Premium|Renews|days left/);
    await user.click(within(panel()).getByRole('button', { name: 'Upgrade' }));
    expect(onUpgrade).toHaveBeenCalledOnce();
  });
});
