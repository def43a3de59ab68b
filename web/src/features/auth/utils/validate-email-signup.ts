/**
 * E-mail sign-up validation (SPEC section 5), checked in the specified order. The form sets
 * `noValidate`, so these messages, not the browser's own bubbles, speak first; the fields and
 * both boxes keep `required` for assistive technology.
 */
import { MIN_PASSWORD_LENGTH } from '@bela/contracts/constants';
import { signupErrorMessages } from './auth-errors';

/** The sign-up form (SPEC section 3, "Signup form"). */
export interface EmailSignupForm {
  displayName: string;
  email: string;
  password: string;
  confirmPassword: string;
  ageConfirmed: boolean;
  termsAccepted: boolean;
}

export type EmailSignupField = keyof EmailSignupForm;

/** Written out as the spec words it; the type check fails should MIN_PASSWORD_LENGTH change. */
const passwordTooShort =
  'Password should be at least 6 characters' satisfies `Password should be at least ${typeof MIN_PASSWORD_LENGTH} characters`;

export const signupValidationMessages = {
  passwordsDiffer: 'Passwords do not match',
  passwordTooShort,
  ageNotConfirmed: 'You must confirm you are 18 years or older to sign up.',
  termsNotAccepted: 'You must accept the Terms of Use and Privacy Policy to sign up.',
  nameMissing: 'Please enter your name.',
  emailInvalid: signupErrorMessages.invalidEmail,
} as const;

/** Roughly what the server's schema accepts: something@domain.tld, no spaces. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Rule {
  field: EmailSignupField;
  message: string;
  fails: (form: EmailSignupForm) => boolean;
}

/**
 * The spec's order: passwords match, password length, age, terms. Then what its "all fields are
 * required" leaves to the form: a name that is not blank once trimmed (the server would refuse
 * it) and an e-mail address of the right shape.
 */
const rules: readonly Rule[] = [
  { field: 'confirmPassword', message: signupValidationMessages.passwordsDiffer, fails: (form) => form.password !== form.confirmPassword },
  { field: 'password', message: signupValidationMessages.passwordTooShort, fails: (form) => form.password.length < MIN_PASSWORD_LENGTH },
  { field: 'ageConfirmed', message: signupValidationMessages.ageNotConfirmed, fails: (form) => !form.ageConfirmed },
  { field: 'termsAccepted', message: signupValidationMessages.termsNotAccepted, fails: (form) => !form.termsAccepted },
  { field: 'displayName', message: signupValidationMessages.nameMissing, fails: (form) => !form.displayName.trim() },
  { field: 'email', message: signupValidationMessages.emailInvalid, fails: (form) => !EMAIL_SHAPE.test(form.email.trim()) },
];

export interface SignupProblem {
  field: EmailSignupField;
  message: string;
}

/** The first failing rule (its field, to focus, and its message), or null. */
export function firstSignupProblem(form: EmailSignupForm): SignupProblem | null {
  const rule = rules.find((candidate) => candidate.fails(form));
  return rule ? { field: rule.field, message: rule.message } : null;
}

/** The first failing rule's message, or null when the form may be submitted. */
export function validateEmailSignup(form: EmailSignupForm): string | null {
  return firstSignupProblem(form)?.message ?? null;
}
