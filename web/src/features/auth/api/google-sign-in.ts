/**
 * Google sign-in through the identity provider. In production, Google's popup; on the Auth
 * emulator (offline, where Google's popup script cannot load), a dialog asks for a test account
 * and the emulator is given a fake Google id token for it. Either way the caller gets the
 * `UserCredential` of the signed-in Firebase user. Auth is normally loaded by then: the button
 * starts loading it as the pointer or focus reaches it, since the popup must open within the
 * click's user activation.
 */
import type { UserCredential } from 'firebase/auth';
import { loadAuth, usesAuthEmulator } from '../../../lib/firebase';
import { requestEmulatorGoogleAccount } from '../stores/emulator-google-account';
import { emulatorGoogleIdToken } from '../utils/emulator-google';

export async function signInWithGoogle(): Promise<UserCredential> {
  if (!usesAuthEmulator) {
    const { auth, sdk } = await loadAuth();
    const provider = new sdk.GoogleAuthProvider();
    provider.setCustomParameters({ prompt: 'select_account' });
    return sdk.signInWithPopup(auth, provider);
  }
  const [account, { auth, sdk }] = await Promise.all([requestEmulatorGoogleAccount(), loadAuth()]);
  return sdk.signInWithCredential(auth, sdk.GoogleAuthProvider.credential(emulatorGoogleIdToken(account)));
}
