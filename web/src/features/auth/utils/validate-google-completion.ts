/** "Complete Your Profile" validation (SPEC section 5, "Google completion"), in the specified order. */
import type { GoogleProfile } from './google-profile';

export interface GoogleCompletionForm {
  displayName: string;
  ageConfirmed: boolean;
  termsAccepted: boolean;
}

export const googleCompletionMessages = {
  ageNotConfirmed: 'You must confirm you are 18 years or older to complete sign up.',
  termsNotAccepted: 'You must accept the Terms of Use and Privacy Policy to complete sign up.',
  nameMissing: 'Please enter your name.',
  profileMissing: 'An error occurred. Google user information is missing.',
  userMismatch: 'Could not verify current user after Google signup completion.',
  failed: 'Failed to complete Google sign up. Please try again.',
} as const;

/**
 * The first failing rule's message, or null when the profile may be submitted. Order: age, terms,
 * a name that is not blank, the Google user id, and the signed-in user (`currentUid`, the uid of
 * Firebase's current user) being that Google user.
 */
export function validateGoogleCompletion(
  form: GoogleCompletionForm,
  profile: Pick<GoogleProfile, 'uid'> | null | undefined,
  currentUid: string | null | undefined,
): string | null {
  if (!form.ageConfirmed) return googleCompletionMessages.ageNotConfirmed;
  if (!form.termsAccepted) return googleCompletionMessages.termsNotAccepted;
  if (!form.displayName.trim()) return googleCompletionMessages.nameMissing;
  if (!profile?.uid) return googleCompletionMessages.profileMissing;
  if (!currentUid || currentUid !== profile.uid) return googleCompletionMessages.userMismatch;
  return null;
}
