import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH } from '@bela/contracts/constants';
import { firstSignupProblem, validateEmailSignup, type EmailSignupForm } from './validate-email-signup';

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

  it('writes the length message with the number the rule uses', () => {
    const short = 'x'.repeat(MIN_PASSWORD_LENGTH - 1);
    expect(validateEmailSignup({ ...valid, password: short, confirmPassword: short })).toBe(
      `Password should be at least ${MIN_PASSWORD_LENGTH} characters`,
    );
  });

  it('asks for the boxes with the spec\'s words when everything else is filled in', () => {
    const unticked = { ...valid, ageConfirmed: false, termsAccepted: false };
    expect(firstSignupProblem(unticked)).toEqual({
      field: 'ageConfirmed',
      message: 'You must confirm you are 18 years or older to sign up.',
    });
    expect(firstSignupProblem({ ...unticked, ageConfirmed: true })).toEqual({
      field: 'termsAccepted',
      message: 'You must accept the Terms of Use and Privacy Policy to sign up.',
    });
  });

  it('names the field to focus for each rule', () => {
    expect(firstSignupProblem({ ...valid, confirmPassword: 'other1' })?.field).toBe('confirmPassword');
    expect(firstSignupProblem({ ...valid, password: 'abc', confirmPassword: 'abc' })?.field).toBe('password');
    expect(firstSignupProblem({ ...valid, displayName: ' ' })?.field).toBe('displayName');
    expect(firstSignupProblem(valid)).toBeNull();
  });

  it('treats an empty form as a password that is too short first (empty passwords match)', () => {
    const blank: EmailSignupForm = { displayName: '', email: '', password: '', confirmPassword: '', ageConfirmed: false, termsAccepted: false };
    expect(firstSignupProblem(blank)).toEqual({ field: 'password', message: 'Password should be at least 6 characters' });
  });

  it('refuses a missing or malformed e-mail last, with the message of SPEC section 8', () => {
    for (const email of ['', '   ', 'alex', 'alex@example', 'al ex@example.com']) {
      expect(firstSignupProblem({ ...valid, email })).toEqual({ field: 'email', message: 'Please enter a valid email address.' });
    }
    expect(validateEmailSignup({ ...valid, email: '  alex@example.com ' })).toBeNull();
    expect(validateEmailSignup({ ...valid, email: '', displayName: '' })).toBe('Please enter your name.');
  });
});
