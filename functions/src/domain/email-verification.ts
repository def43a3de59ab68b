/** Whether a caller's e-mail is verified, asked in one place by the access policy and the chat. */
import type { Identity, VerifiedToken } from '../ports/identity';

/** A token minted before the user clicked the link still says unverified: ask the identity provider then. */
export async function isEmailVerified(identity: Identity, user: VerifiedToken): Promise<boolean> {
  if (user.emailVerified) return true;
  return (await identity.getUser(user.uid))?.emailVerified === true;
}
