/** Saved sessions: accounts the `setup` project signs in once, for specs that only need to be signed in. */
import { fileURLToPath } from 'node:url';

export const ADMIN = { email: 'admin@bela.local', password: 'BelaAdmin!2026' };

/**
 * The seeded admin's session as `e2e/sign-in.setup.ts` saved it: cookies, local storage and the
 * IndexedDB where Firebase Auth keeps its user. Use it with `test.use({ storageState: ADMIN_SESSION })`.
 */
export const ADMIN_SESSION = fileURLToPath(new URL('../../.local/sessions/admin.json', import.meta.url));
