/**
 * The Auth emulator's REST endpoints: create, verify and sign in accounts, and read the e-mail
 * action links. Used by the API and end-to-end tests only.
 */
export const PROJECT_ID = 'demo-bela';
const host = () => process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
const base = () => `http://${host()}`;
/** The Web API key the stack's web app and these calls use. */
export const API_KEY = 'demo-api-key';

async function call<T>(path: string, body?: unknown, method = 'POST'): Promise<T> {
  const response = await fetch(`${base()}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) throw new Error(`Auth emulator ${path}: ${json.error?.message ?? response.status}`);
  return json;
}

export interface TestAccount {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

let counter = 0;
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}-${Date.now().toString(36)}-${process.pid}-${(counter += 1)}@example.test`;

/** A password sign-in's tokens, as Firebase Auth's web SDK keeps them. */
export interface PasswordSession {
  uid: string;
  idToken: string;
  refreshToken: string;
  /** When the ID token expires, in ms since the epoch. */
  expiresAt: number;
}

export async function passwordSession(email: string, password: string): Promise<PasswordSession> {
  const r = await call<{ localId: string; idToken: string; refreshToken: string; expiresIn: string }>(
    `/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${API_KEY}`,
    { email, password, returnSecureToken: true },
  );
  return { uid: r.localId, idToken: r.idToken, refreshToken: r.refreshToken, expiresAt: Date.now() + Number(r.expiresIn) * 1000 };
}

export async function signIn(email: string, password: string): Promise<TestAccount> {
  const { uid, idToken } = await passwordSession(email, password);
  return { uid, email, password, idToken };
}

export async function createAccount(
  options: { email?: string; password?: string; displayName?: string; verified?: boolean } = {},
): Promise<TestAccount> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'secret-pass-1';
  const r = await call<{ localId: string }>(
    `/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${API_KEY}`,
    { email, password, displayName: options.displayName ?? 'Test User', returnSecureToken: true },
  );
  if (options.verified) {
    await call(`/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`, {
      localId: r.localId,
      emailVerified: true,
    });
  }
  return signIn(email, password).then((account) => ({ ...account, uid: r.localId }));
}

export async function lookup(uid: string): Promise<{ emailVerified?: boolean; email?: string } | undefined> {
  const r = await call<{ users?: { emailVerified?: boolean; email?: string }[] }>(
    `/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:lookup`,
    { localId: [uid] },
  );
  return r.users?.[0];
}

export interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

export async function oobCodes(): Promise<OobCode[]> {
  const r = await call<{ oobCodes: OobCode[] }>(`/emulator/v1/projects/${PROJECT_ID}/oobCodes`, undefined, 'GET');
  return r.oobCodes;
}

/** The newest e-mail verification link sent to `email`. */
export async function verificationLink(email: string): Promise<string | undefined> {
  const codes = await oobCodes();
  return codes.filter((c) => c.email === email && c.requestType === 'VERIFY_EMAIL').at(-1)?.oobLink;
}
