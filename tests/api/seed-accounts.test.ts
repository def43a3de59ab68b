// The stack's seed makes the banner's sign-in accounts again when the Auth emulator's imported state
// lost them (a kill -9 of `npm start`, or a test run that cleared the accounts before an export),
// and leaves them alone when they are there (functions/src/admin/seed-accounts.ts).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureSeedAccounts } from '../../functions/src/admin/seed-accounts';

const host = process.env['FIREBASE_AUTH_EMULATOR_HOST']!;

describe('the seed accounts', () => {
  it('are made again, able to sign in, when missing, and left alone when present', async () => {
    const id = `seed-test-${Date.now().toString(36)}`;
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'seed-accounts-')), 'accounts.json');
    const email = `${id}@bela.local`;
    writeFileSync(file, JSON.stringify({ users: [{ localId: id, email, displayName: 'Seed Test', emailVerified: true, salt: 'fakeSaltA', passwordHash: 'fakeHash:salt=fakeSaltA:password=Seed!Pass2026' }] }));

    expect(await ensureSeedAccounts(file, host, 'demo-bela')).toEqual([email]);
    const signIn = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Seed!Pass2026', returnSecureToken: true }),
    }).then((response) => response.json());
    expect(signIn).toMatchObject({ localId: id, email, registered: true });
    expect(await ensureSeedAccounts(file, host, 'demo-bela')).toEqual([]);
  });
});
