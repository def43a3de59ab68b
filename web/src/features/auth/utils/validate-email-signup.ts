/** E-mail sign-up validation (SPEC section 5), checked in the specified order. */
import { MIN_PASSWORD_LENGTH } from '@shared/constants';

/** The sign-up form (SPEC section 3, "Signup form"). */
export interface EmailSignupForm {
  displayName: string;
  email: string;
  password: string;
  confirmPassword: string;
  ageConfirmed: boolean;
  termsAccepted: boolean;
}

export const signupValidationMessages = {
  passwordsDiffer: 'Passwords do not match',
  passwordTooShort: `Password should be at least ${MIN_PASSWORD_LENGTH} characters`,
  ageNotConfirmed: 'You must confirm you are 18 years or older to sign up.',
  termsNotAccepted: 'You must accept the Terms of Use and Privacy Policy to sign up.',
  nameMissing: 'Please enter your name.',
} as const;

/**
 * The first failing rule's message, or null when the form may be submitted. Order: passwords
 * match, password length, age, terms; then a name that is blank once trimmed (the browser's
 * `required` lets a name of only spaces through, and the server would refuse it).
 */
export function validateEmailSignup(form: EmailSignupForm): string | null {
  if (form.password !== form.confirmPassword) return signupValidationMessages.passwordsDiffer;
  if (form.password.length < MIN_PASSWORD_LENGTH) return signupValidationMessages.passwordTooShort;
  if (!form.ageConfirmed) return signupValidationMessages.ageNotConfirmed;
  if (!form.termsAccepted) return signupValidationMessages.termsNotAccepted;
  if (!form.displayName.trim()) return signupValidationMessages.nameMissing;
  return null;
}
