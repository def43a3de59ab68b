/**
 * A journey's member: registered with the journey's profile (a fresh trial; on the waitlist first
 * when the profile says so), signed in without the form, and saved as a session and an account
 * file. The setup makes one per journey (tests/e2e/sign-in.setup.ts); a retried journey makes its
 * own (`journeySessionFile` below), since its first try may have changed the saved one for good (its
 * conversations, its payment).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { uniqueEmail, type TestAccount } from './auth-emulator';
import { withLocalStore } from './local-store';
import { signInWithoutTheForm } from './planted-session';
import { MEMBERS, MEMBER_PASSWORD, memberAccountFile, memberSession, type MemberName } from './sessions';
import { registeredUser } from './ui';

export async function signInJourneyMember(page: Page, name: MemberName, attempt = 0): Promise<TestAccount> {
  const { displayName, verified, waitlisted } = MEMBERS[name];
  const email = uniqueEmail(`e2e-${name}`);
  if (waitlisted) await withLocalStore((store) => store.set(`waitlist/${email}`, { email, addedAt: new Date() }));
  const account = await registeredUser({ email, displayName, verified, password: MEMBER_PASSWORD });
  await signInWithoutTheForm(page, { ...account, displayName, verified });
  const sessionPath = memberSession(name, attempt);
  mkdirSync(dirname(sessionPath), { recursive: true });
  await page.context().storageState({ path: sessionPath, indexedDB: true });
  writeFileSync(memberAccountFile(name, attempt), JSON.stringify(account));
  return account;
}

/** The retries (test, try, member) whose member this worker has signed in. */
const signedInForRetry = new Set<string>();

/**
 * The session file a journey's try starts from: the setup's on the first try, a member of the
 * retry's own on a retry (signed in here, once per try).
 */
export async function journeySessionFile(browser: Browser, name: MemberName, testInfo: TestInfo = test.info()): Promise<string> {
  if (testInfo.retry === 0) return memberSession(name);
  // A try runs in one worker; a file left by an earlier run names an account the fresh stack lacks.
  const key = `${testInfo.testId}:${testInfo.retry}:${name}`;
  if (!signedInForRetry.has(key)) {
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, storageState: { cookies: [], origins: [] } });
    try {
      await signInJourneyMember(await context.newPage(), name, testInfo.retry);
    } finally {
      await context.close();
    }
    signedInForRetry.add(key);
  }
  return memberSession(name, testInfo.retry);
}

/** `test.use({ storageState: journeySession('chat') })`: the journey starts signed in as its member. */
export const journeySession =
  (name: MemberName) =>
  async ({ browser }: { browser: Browser }, use: (file: string) => Promise<void>, testInfo: TestInfo) =>
    use(await journeySessionFile(browser, name, testInfo));
