/**
 * A revoked ID token on the chat's turns (issue 45): their revocation check runs beside the turn's
 * first reads instead of before the handler, and still refuses the turn before anything is stored
 * or a model called. Production's driver (`firebase-auth`, which checks revocation) against the
 * Auth emulator: the emulator's tokens carry no signature to check, the revocation is real.
 */
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firebaseIdentity } from '../../functions/src/drivers/firebase-identity';
import { IdentityError, type Identity } from '../../functions/src/ports/identity';
import { startApi, type ApiHarness } from './api-harness';
import { member, noteModelCalls, say } from './chat-support';

const app = initializeApp({ projectId: 'demo-bela' }, `revocation-${process.pid}`);
// The emulator's driver (the local stack's) and production's, each against the Auth emulator.
const drivers = { 'auth-emulator': firebaseIdentity(app, 'auth-emulator'), 'firebase-auth': firebaseIdentity(app, 'firebase-auth') } satisfies Record<Identity['driver'], Identity>;
let api: ApiHarness;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api?.close());

/** Revokes the account's tokens a second after they were issued (revocation counts whole seconds, as Firebase Auth does). */
async function revoke(uid: string) {
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  await getAuth(app).revokeRefreshTokens(uid);
}

/** How a token fares checked beside the handler: 'valid', or the refusal (at once, or when `standing` settles). */
async function besideCheck(identity: Identity, token: string): Promise<'valid' | IdentityError> {
  try {
    const verified = await identity.verifyIdToken(token, { revocation: 'beside' });
    await verified.standing;
    return 'valid';
  } catch (error) {
    if (error instanceof IdentityError) return error;
    throw error;
  }
}

describe('the revocation check beside the handler', () => {
  it.each(Object.entries(drivers))('%s: passes a valid token, and refuses a revoked one as verifying it first does', async (_driver, identity) => {
    const ada = await member(api);
    expect(await besideCheck(identity, ada.idToken)).toBe('valid');
    await revoke(ada.uid);
    expect(await besideCheck(identity, ada.idToken)).toBeInstanceOf(IdentityError);
    await expect(identity.verifyIdToken(ada.idToken)).rejects.toBeInstanceOf(IdentityError);
  });

  it.each(Object.entries(drivers))("%s: refuses a disabled account's token", async (_driver, identity) => {
    const bo = await member(api);
    await getAuth(app).updateUser(bo.uid, { disabled: true });
    expect(await besideCheck(identity, bo.idToken)).toBeInstanceOf(IdentityError);
  });

  it("the local stack's driver answers at once, the check still on its way, and refuses a token whose claims cannot be read", async () => {
    const cy = await member(api);
    const verified = await drivers['auth-emulator'].verifyIdToken(cy.idToken, { revocation: 'beside' });
    expect(verified).toMatchObject({ uid: cy.uid, email: cy.email, emailVerified: true, signInProvider: 'password' });
    expect(verified.standing).toBeInstanceOf(Promise);
    await expect(verified.standing).resolves.toBeUndefined();
    await expect(drivers['auth-emulator'].verifyIdToken('not.a-token', { revocation: 'beside' })).rejects.toBeInstanceOf(IdentityError);
    // A token whose claims name another account than the one verified is refused by the check.
    const [header, , signature] = cy.idToken.split('.');
    const claims = JSON.parse(Buffer.from(cy.idToken.split('.')[1]!, 'base64url').toString('utf8'));
    const forged = [header, Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else', user_id: 'someone-else' })).toString('base64url'), signature].join('.');
    expect(await besideCheck(drivers['auth-emulator'], forged)).toBeInstanceOf(IdentityError);
  });

  it('refuses a turn with a revoked token with 401 before anything is stored or a model is called', async () => {
    const dee = await member(api);
    const first = await api.post('/ai/chat', say('Hello Bela'), { token: dee.idToken });
    expect(first.status).toBe(200);
    const conversationId = first.json.data.conversationId as string;
    const before = await api.services.conversations.recent(dee.uid, conversationId, 10);

    await revoke(dee.uid);
    const modelCalls = noteModelCalls(api);
    const routes: [string, unknown, Record<string, string>?][] = [
      ['/ai/chat', say('Are you there?', { conversationId })],
      ['/ai/chat/stream', say('Are you there?', { conversationId }), { accept: 'text/event-stream' }],
      ['/ai/chat', say('A new conversation')],
      ['/ai/chat/regenerate', { conversationId }],
      ['/ai/chat/edit', { conversationId, messageId: first.json.data.userMessageId, content: 'Hi Bela' }],
    ];
    for (const [route, body, headers] of routes) {
      const r = await api.post(route, body, { token: dee.idToken, ...(headers ? { headers } : {}) });
      expect(r.status, route).toBe(401);
      expect(r.json.error.code, route).toBe('invalid-token');
    }
    expect(modelCalls).toHaveLength(0);
    expect(await api.services.conversations.recent(dee.uid, conversationId, 10)).toEqual(before);
    expect((await api.services.conversations.list(dee.uid, 5)).conversations).toHaveLength(1);
  });
});
