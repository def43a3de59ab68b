/** The e-mail sign-up form's own rules (SPEC sections 2, 5 and 8): messages, order and focus. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { EmailSignupForm } from './email-signup-form';

function renderForm() {
  const rendered = renderWithProviders(<EmailSignupForm />, { route: '/signup#email' });
  const form = screen.getByRole('form', { name: 'Sign up with email' });
  const field = (name: string) => within(form).getByRole('textbox', { name });
  // A password box is no textbox to the accessibility tree: found by its label.
  const password = (name: 'Password' | 'Confirm Password') => within(form).getByLabelText(new RegExp(`^${name}`), { selector: 'input' });
  const age = within(form).getByRole('checkbox', { name: 'I confirm I am 18 years or older' });
  const terms = within(form).getByRole('checkbox', { name: /I accept the Terms of Use and Privacy Policy/ });
  const submit = () => rendered.user.click(within(form).getByRole('button', { name: 'Create Account' }));
  const alert = () => within(form).getByRole('alert');
  /** Puts `text` into a field as a paste does: one input event, not one per key. */
  const fill = async (element: HTMLElement, text: string) => {
    await rendered.user.clear(element);
    await rendered.user.click(element);
    await rendered.user.paste(text);
  };
  return { ...rendered, form, field, password, age, terms, submit, alert, fill };
}

describe('the e-mail sign-up form', () => {
  it('checks the passwords first: that they match, then their length', async () => {
    const { user, field, password, age, terms, submit, alert, fill, location } = renderForm();
    await fill(field('Name'), 'Grace');
    await fill(field('Email'), 'grace@example.com');
    await fill(password('Password'), 'abc');
    await fill(password('Confirm Password'), 'abd');
    await user.click(age);
    await user.click(terms);

    await submit();
    expect(alert()).toHaveTextContent('Passwords do not match');
    expect(password('Confirm Password')).toHaveFocus();
    await fill(password('Confirm Password'), 'abc');
    await submit();
    expect(alert()).toHaveTextContent('Password should be at least 6 characters');
    expect(password('Password')).toHaveFocus();
    expect(location()).toBe('/signup#email');
  });

  it("says the spec's words for unticked boxes, not the browser's, and focuses the box", async () => {
    const { user, form, field, password, age, terms, submit, alert, fill } = renderForm();
    await fill(field('Name'), 'Grace');
    await fill(field('Email'), 'grace@example.com');
    await fill(password('Password'), 'correct-horse-1');
    await fill(password('Confirm Password'), 'correct-horse-1');
    // Still required (for assistive technology), but the browser's own check is off.
    expect(age).toBeRequired();
    expect(terms).toBeRequired();
    expect((form as HTMLFormElement).checkValidity()).toBe(false);
    expect(form).toHaveAttribute('novalidate');

    await submit();
    expect(alert()).toHaveTextContent('You must confirm you are 18 years or older to sign up.');
    expect(age).toHaveFocus();
    expect(age).toHaveAttribute('aria-invalid', 'true');

    await user.click(age);
    await submit();
    expect(alert()).toHaveTextContent('You must accept the Terms of Use and Privacy Policy to sign up.');
    expect(terms).toHaveFocus();
    expect(age).not.toHaveAttribute('aria-invalid');
  });

  it('with every field empty starts with the password rule, then asks for the name and a valid e-mail', async () => {
    const { user, field, password, age, terms, submit, alert, fill } = renderForm();
    await submit();
    expect(alert()).toHaveTextContent('Password should be at least 6 characters');
    expect(password('Password')).toHaveFocus();

    await fill(password('Password'), 'correct-horse-1');
    await fill(password('Confirm Password'), 'correct-horse-1');
    await user.click(age);
    await user.click(terms);
    await submit();
    expect(alert()).toHaveTextContent('Please enter your name.');
    expect(field('Name')).toHaveFocus();

    await fill(field('Name'), 'Grace');
    await fill(field('Email'), 'grace@example');
    await submit();
    expect(alert()).toHaveTextContent('Please enter a valid email address.');
    expect(field('Email')).toHaveFocus();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
