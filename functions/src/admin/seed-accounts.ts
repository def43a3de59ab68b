/**
 * The admin and demo members' sign-in accounts (emulator-data/auth_export/accounts.json), made
 * again in the Auth emulator when they are missing. The stack imports the emulator's own export at
 * each start, and an export can come back without them: written by a stack stopped while a test
 * run had cleared the emulator's accounts, or by a stop that killed the emulators half-way. The
 * banner names these two accounts; they must sign in on every start.
 *
 * Through the Auth emulator's REST API as an owner (what firebase-admin's createUser sends), so the
 * seed loads no SDK for it.
 */
import { readFileSync } from 'node:fs';

interface ExportedAccount {
  localId: string;
  email: string;
  displayName?: string;
  emailVerified?: boolean;
  /** The emulator's export keeps the password in clear: `fakeHash:salt=...:password=<password>`. */
  passwordHash?: string;
}

const passwordOf = (account: ExportedAccount) => /:password=(.*)$/.exec(account.passwordHash ?? '')?.[1];

/** Creates the accounts of `file` the Auth emulator at `host` lacks; answers the emails it created. */
export async function ensureSeedAccounts(file: string, host: string, projectId: string): Promise<string[]> {
  const { users } = JSON.parse(readFileSync(file, 'utf8')) as { users: ExportedAccount[] };
  const base = `http://${host}/identitytoolkit.googleapis.com/v1/projects/${projectId}`;
  const ask = async (route: string, body: unknown) => {
    const response = await fetch(`${base}${route}`, { method: 'POST', headers: { authorization: 'Bearer owner', 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`The Auth emulator answered ${response.status} to ${route}: ${await response.text()}`);
    return (await response.json()) as { users?: { localId: string }[] };
  };
  const { users: present = [] } = await ask('/accounts:lookup', { localId: users.map((user) => user.localId) });
  const known = new Set(present.map((user) => user.localId));
  const missing = users.filter((user) => !known.has(user.localId));
  for (const user of missing) {
    await ask('/accounts', {
      localId: user.localId,
      email: user.email,
      password: passwordOf(user),
      displayName: user.displayName,
      emailVerified: user.emailVerified ?? false,
    });
  }
  return missing.map((user) => user.email);
}
