/**
 * Google sign-in through the identity provider. In production, Google's popup; on the Auth
 * emulator (offline, where Google's popup script cannot load), a dialog asks for a test account
 * and the emulator is given a fake Google id token for it. Either way the caller gets the
 * `UserCredential` of the signed-in Firebase user.
 */
import { GoogleAuthProvider, signInWithCredential, signInWithPopup, type UserCredential } from 'firebase/auth';
import { auth, usesAuthEmulator } from '../../../lib/firebase';
import { requestEmulatorGoogleAccount } from '../stores/emulator-google-account';
import { emulatorGoogleIdToken } from '../utils/emulator-google';

export async function signInWithGoogle(): Promise<UserCredential> {
  if (!usesAuthEmulator) {
    const provider = new GoogleAuthProvider();
    provider.setCustomParameters({ prompt: 'select_account' });
    return signInWithPopup(auth, provider);
  }
  const account = await requestEmulatorGoogleAccount();
  return signInWithCredential(auth, GoogleAuthProvider.credential(emulatorGoogleIdToken(account)));
}
