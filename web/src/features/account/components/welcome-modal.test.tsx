/** The Welcome modal after a sign-up: a new trial, or the address's earlier one going on, or none left. */
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { WelcomeModal } from './welcome-modal';

const welcome = (props: { trialAlreadyUsed?: boolean; daysRemaining?: number; verified?: boolean }) =>
  renderWithProviders(<WelcomeModal open name="Ada Lovelace" email="ada@example.test" verified={props.verified ?? true} trialDays={3} onClose={vi.fn()} {...props} />);

describe('WelcomeModal', () => {
  it('announces a new trial of the full length', () => {
    welcome({});
    const dialog = screen.getByRole('dialog', { name: 'Welcome, Ada!' });
    expect(dialog).toHaveTextContent('Your free trial has started: you have 3 days to chat with Bela');
    expect(dialog).not.toHaveTextContent('before');
    expect(screen.getByRole('button', { name: 'Start chatting' })).toBeInTheDocument();
  });

  it('says plainly that the free trial was already used when the address had it before and no day is left', () => {
    welcome({ trialAlreadyUsed: true, daysRemaining: 0 });
    const dialog = screen.getByRole('dialog', { name: 'Welcome, Ada!' });
    expect(dialog).toHaveTextContent('Your free trial was already used.');
    expect(dialog).toHaveTextContent('does not start a new one. Upgrade to Premium to chat with Bela.');
    expect(dialog).not.toHaveTextContent('has started');
    expect(screen.getByRole('button', { name: 'Got it' })).toBeInTheDocument();
  });

  it("tells a member whose address's trial is still running how many of its days are left", () => {
    welcome({ trialAlreadyUsed: true, daysRemaining: 1 });
    const dialog = screen.getByRole('dialog', { name: 'Welcome, Ada!' });
    expect(dialog).toHaveTextContent('This e-mail address has had a free trial before.');
    expect(dialog).toHaveTextContent('you have 1 day left.');
    expect(screen.getByRole('button', { name: 'Start chatting' })).toBeInTheDocument();
  });
});
