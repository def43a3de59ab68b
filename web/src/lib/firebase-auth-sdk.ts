/**
 * The Firebase Auth functions the app uses, in one module that `lib/firebase.ts` loads on demand,
 * so the SDK stays out of the first load of the public pages (and out of every page that does not
 * sign anyone in). Naming them here, rather than the whole `firebase/auth`, keeps the rest of the
 * SDK out of the bundle.
 */
export {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAdditionalUserInfo,
  getAuth,
  GoogleAuthProvider,
  onIdTokenChanged,
  sendEmailVerification,
  signInWithCredential,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
} from 'firebase/auth';
