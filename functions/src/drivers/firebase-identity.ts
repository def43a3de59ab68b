import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getAppCheck } from 'firebase-admin/app-check';
import type { AppAttestation, Identity, IdentityUser } from '../ports/identity';
import { verificationFailure } from './verification-failure';

/** Firebase Auth through firebase-admin; with FIREBASE_AUTH_EMULATOR_HOST set it talks to the emulator. */
export function firebaseIdentity(app: App, driver: Identity['driver']): Identity {
  const auth = getAuth(app);
  return {
    driver,
    async verifyIdToken(token) {
      try {
        const decoded = await auth.verifyIdToken(token, driver === 'firebase-auth');
        return {
          uid: decoded.uid,
          email: decoded.email ?? null,
          emailVerified: decoded.email_verified === true,
          name: typeof decoded['name'] === 'string' ? decoded['name'] : null,
          signInProvider: decoded.firebase?.sign_in_provider ?? null,
        };
      } catch (error) {
        throw verificationFailure(error, 'ID token');
      }
    },
    async getUser(uid): Promise<IdentityUser | null> {
      try {
        const user = await auth.getUser(uid);
        return {
          uid: user.uid,
          email: user.email ?? null,
          emailVerified: user.emailVerified,
          displayName: user.displayName ?? null,
        };
      } catch (error) {
        if ((error as { code?: string }).code === 'auth/user-not-found') return null;
        throw error;
      }
    },
    async deleteUser(uid) {
      try {
        await auth.deleteUser(uid);
      } catch (error) {
        if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
      }
    },
  };
}

export function firebaseAppCheck(app: App): AppAttestation {
  const appCheck = getAppCheck(app);
  return {
    async verify(token) {
      try {
        await appCheck.verifyToken(token);
      } catch (error) {
        throw verificationFailure(error, 'App Check token');
      }
    },
  };
}
