import type { App } from 'firebase-admin/app';
import { getAuth, type Auth, type DecodedIdToken } from 'firebase-admin/auth';
import { getAppCheck } from 'firebase-admin/app-check';
import { z } from 'zod';
import { IdentityError, type AppAttestation, type Identity, type IdentityUser, type VerifiedToken } from '../ports/identity';
import { verificationFailure } from './verification-failure';

/** Firebase Auth through firebase-admin; with FIREBASE_AUTH_EMULATOR_HOST set it talks to the emulator. */
export function firebaseIdentity(app: App, driver: Identity['driver']): Identity {
  const auth = getAuth(app);
  return {
    driver,
    async verifyIdToken(token, options) {
      if (options?.revocation === 'beside' && driver === 'auth-emulator') return emulatorTokenBeside(auth, token);
      const beside = options?.revocation === 'beside' && driver === 'firebase-auth';
      try {
        // Revocation is checked in production; firebase-admin checks it on the emulator whatever it is asked.
        const decoded = await auth.verifyIdToken(token, driver === 'firebase-auth' && !beside);
        const standing = beside ? notRevoked(auth, decoded) : undefined;
        standing?.catch(() => undefined);
        return { ...tokenFields(decoded), ...(standing ? { standing } : {}) };
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

/**
 * The check `verifyIdToken(token, true)` makes after the signature, on its own (firebase-admin has
 * no public call for it): the account is not disabled, and the token was issued at a sign-in after
 * the account's tokens were last revoked. One call to Firebase Auth.
 */
async function notRevoked(auth: Auth, decoded: DecodedIdToken): Promise<void> {
  let user;
  try {
    user = await auth.getUser(decoded.uid);
  } catch (error) {
    throw verificationFailure(error, 'ID token');
  }
  if (user.disabled) throw new IdentityError('Invalid ID token: the account is disabled');
  const validSince = user.tokensValidAfterTime ? new Date(user.tokensValidAfterTime).getTime() : 0;
  if (decoded.auth_time * 1000 < validSince) throw new IdentityError('Invalid ID token: the token was revoked');
}

interface TokenClaims {
  uid: string;
  email?: string | undefined;
  email_verified?: boolean | undefined;
  name?: unknown;
  firebase?: { sign_in_provider?: string | undefined } | undefined;
}

const tokenFields = (decoded: TokenClaims): VerifiedToken => ({
  uid: decoded.uid,
  email: decoded.email ?? null,
  emailVerified: decoded.email_verified === true,
  name: typeof decoded.name === 'string' ? decoded.name : null,
  signInProvider: decoded.firebase?.sign_in_provider ?? null,
});

/** The claims of an emulator's token (unsigned: the emulator signs nothing), as read before they are checked. */
const emulatorClaims = z.object({
  sub: z.string().min(1).max(128),
  email: z.string().optional(),
  email_verified: z.boolean().optional(),
  name: z.unknown().optional(),
  firebase: z.object({ sign_in_provider: z.string().optional() }).passthrough().optional(),
});

/**
 * On the emulator, firebase-admin asks the emulator for the account on every verification (its
 * revocation check), so with `revocation: 'beside'` the whole verification runs beside the
 * handler: the claims are read now, and `standing` settles once firebase-admin has checked the
 * token (its claims and its revocation) and found the same account. The emulator's tokens carry
 * no signature anyway: nothing is trusted here that was checked before.
 */
function emulatorTokenBeside(auth: Auth, token: string): VerifiedToken {
  const payload = token.split('.')[1];
  let claims: z.infer<typeof emulatorClaims>;
  try {
    claims = emulatorClaims.parse(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')));
  } catch {
    throw new IdentityError('Invalid ID token: its claims cannot be read');
  }
  const standing = auth.verifyIdToken(token).then(
    (decoded) => {
      if (decoded.uid !== claims.sub) throw new IdentityError('Invalid ID token: its claims changed');
    },
    (error: unknown) => {
      throw verificationFailure(error, 'ID token');
    },
  );
  standing.catch(() => undefined);
  return { ...tokenFields({ ...claims, uid: claims.sub }), standing };
}
