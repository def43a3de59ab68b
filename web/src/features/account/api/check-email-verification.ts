/**
 * 'I have verified my email' (SPEC section 4, 'E-mail verification'): Firebase is asked again
 * whether the address is verified; once it is, a fresh ID token (it carries email_verified, which
 * the server checks) and fresh user info.
 */
import { useMutation } from '@tanstack/react-query';
import type { User } from 'firebase/auth';
import { currentUser } from '../../../lib/firebase';
import { refreshUserInfo } from '../../../lib/session/session';
import { accountKeys } from './query-keys';

/**
 * Resolves whether the e-mail address is verified now. Verified, it resolves only once the app's
 * copy of the member says so too (else the chat would stay locked under a banner that reported
 * success), and rejects when that copy could not be brought up to date.
 */
export async function checkEmailVerification(user: User): Promise<boolean> {
  await user.reload();
  const current = currentUser() ?? user;
  if (!current.emailVerified) return false;
  await current.getIdToken(true);
  const info = await refreshUserInfo();
  if (info?.emailVerified !== true) throw new Error("The member's info still says unverified after the check.");
  return true;
}

export function useCheckEmailVerification() {
  return useMutation({
    mutationKey: accountKeys.verificationCheck(),
    mutationFn: checkEmailVerification,
  });
}
