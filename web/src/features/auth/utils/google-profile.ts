/**
 * The Google profile (SPEC section 3: uid, email, displayName) that /signup receives in its
 * navigation state when a Google sign-in has no account profile yet.
 */

export interface GoogleProfile {
  uid: string;
  email: string;
  displayName: string;
}

/** Navigation state of /signup. */
export interface SignupLocationState {
  googleProfile?: GoogleProfile;
}

export const GOOGLE_PROVIDER_ID = 'google.com';

/** The Google profile in a location state, or null when there is none (or it is malformed). */
export function readGoogleProfile(state: unknown): GoogleProfile | null {
  const profile = (state as SignupLocationState | null)?.googleProfile as Partial<GoogleProfile> | undefined;
  if (!profile || typeof profile !== 'object') return null;
  if (typeof profile.uid !== 'string' || typeof profile.email !== 'string') return null;
  return { uid: profile.uid, email: profile.email, displayName: typeof profile.displayName === 'string' ? profile.displayName : '' };
}

interface ProviderInfo {
  providerId: string;
  email: string | null;
  displayName: string | null;
}

/** The parts of a Firebase `User` read here. */
export interface FirebaseUserLike {
  uid: string;
  email: string | null;
  displayName: string | null;
  providerData: ProviderInfo[];
}

/**
 * The Google profile of a signed-in Firebase user whose sign-in provider is Google, or null (no
 * user, another provider, or no e-mail). Used when /signup is opened without navigation state.
 */
export function googleProfileFromUser(user: FirebaseUserLike | null | undefined): GoogleProfile | null {
  if (!user) return null;
  const google = user.providerData.find((info) => info.providerId === GOOGLE_PROVIDER_ID);
  if (!google) return null;
  const email = user.email ?? google.email;
  if (!email) return null;
  return { uid: user.uid, email, displayName: user.displayName ?? google.displayName ?? '' };
}
