import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH } from '@shared/constants';
import { validateEmailSignup, type EmailSignupForm } from './validate-email-signup';

const valid: EmailSignupForm = {
  displayName: 'Alex',
  email: 'alex@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
  ageConfirmed: true,
  termsAccepted: true,
};

describe('validateEmailSignup', () => {
  it('accepts a complete form', () => {
    expect(validateEmailSignup(valid)).toBeNull();
  });

  it('checks that the passwords match first', () => {
    expect(
      validateEmailSignup({ ...valid, password: 'abc', confirmPassword: 'abd', ageConfirmed: false, termsAccepted: false }),
    ).toBe('Passwords do not match');
  });

  it('checks the password length second', () => {
    expect(validateEmailSignup({ ...valid, password: 'abc', confirmPassword: 'abc', ageConfirmed: false, termsAccepted: false })).toBe(
      'Password should be at least 6 characters',
    );
  });

  it('uses MIN_PASSWORD_LENGTH as the boundary', () => {
    const exact = 'x'.repeat(MIN_PASSWORD_LENGTH);
    const short = 'x'.repeat(MIN_PASSWORD_LENGTH - 1);
    expect(validateEmailSignup({ ...valid, password: exact, confirmPassword: exact })).toBeNull();
    expect(validateEmailSignup({ ...valid, password: short, confirmPassword: short })).toBe('Password should be at least 6 characters');
  });

  it('checks the age confirmation third', () => {
    expect(validateEmailSignup({ ...valid, ageConfirmed: false, termsAccepted: false })).toBe(
      'You must confirm you are 18 years or older to sign up.',
    );
  });

  it('checks the terms fourth', () => {
    expect(validateEmailSignup({ ...valid, termsAccepted: false })).toBe(
      'You must accept the Terms of Use and Privacy Policy to sign up.',
    );
  });

  it('refuses a name that is blank once trimmed, after the specified checks', () => {
    expect(validateEmailSignup({ ...valid, displayName: '   ' })).toBe('Please enter your name.');
    expect(validateEmailSignup({ ...valid, displayName: '   ', termsAccepted: false })).toBe(
      'You must accept the Terms of Use and Privacy Policy to sign up.',
    );
  });
});
