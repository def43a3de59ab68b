/**
 * Saved sessions: accounts the `setup` project (e2e/sign-in.setup.ts) signs in once per run, so that
 * a journey that is not about signing in starts signed in. Each member belongs to one journey, which
 * may change its account (age it, pay, delete conversations) without touching another's.
 */
import { readFileSync } from 'node:fs';
import { test } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import type { TestAccount } from './auth-emulator';

export const ADMIN = { email: 'admin@bela.local', password: 'BelaAdmin!2026' };
export const DEMO = { email: 'demo@bela.local', password: 'BelaDemo!2026' };
export const MEMBER_PASSWORD = 'secret-pass-1';

const sessionFile = (name: string) => fileURLToPath(new URL(`../../.local/sessions/${name}.json`, import.meta.url));

/**
 * The seeded admin's session as the setup saved it: cookies, local storage and the IndexedDB where
 * Firebase Auth keeps its user. Use it with `test.use({ storageState: ADMIN_SESSION })`.
 */
export const ADMIN_SESSION = sessionFile('admin');

/** The members the setup registers (a fresh 3-day trial each) and signs in, by journey. */
export const MEMBERS = {
  chat: { displayName: 'Chat Tester', verified: true, waitlisted: false },
  address: { displayName: 'First Member', verified: true, waitlisted: false },
  gallery: { displayName: 'Gallery Tester', verified: false, waitlisted: false },
  billing: { displayName: 'Paying Tester', verified: true, waitlisted: false },
  // On the waitlist before signing up: a 14-day trial.
  phone: { displayName: 'Phone Tester', verified: true, waitlisted: true },
  tour: { displayName: 'Tour Tester', verified: true, waitlisted: false },
  controls: { displayName: 'Controls Tester', verified: true, waitlisted: false },
  // The chat controls' walk on a phone: a member of its own, so its turns stay under the per-minute limit.
  touch: { displayName: 'Touch Tester', verified: true, waitlisted: false },
  memory: { displayName: 'Memory Tester', verified: true, waitlisted: false },
  notice: { displayName: 'Notice Tester', verified: true, waitlisted: false },
  // Asks support for help, then is looked up and given a complimentary month by the admin.
  support: { displayName: 'Support Tester', verified: true, waitlisted: false },
  // A trial member who looks at the gallery the admin curates (curated-gallery.spec.ts).
  viewer: { displayName: 'Gallery Viewer', verified: true, waitlisted: false },
  // Asks Bela for a selfie, meets it locked, pays, and sees it unlocked (photo-moments.spec.ts, issue 42).
  photos: { displayName: 'Photo Tester', verified: true, waitlisted: false },
  // Speaks to Bela with a fake microphone, and hears her (voice.spec.ts, issue 43).
  voice: { displayName: 'Voice Tester', verified: true, waitlisted: false },
  // Hears Bela read by eSpeak NG on the offline stack: a member of its own, so that journey runs
  // beside the one with a transcriber instead of after it (a lone tail of the layer: 16 s).
  voiceOffline: { displayName: 'Voice Listener', verified: true, waitlisted: false },
  // Turns check-ins on and is sent one (check-ins.spec.ts, issue 44).
  checkIns: { displayName: 'Checkin Tester', verified: true, waitlisted: false },
} as const;
export type MemberName = keyof typeof MEMBERS;

/** A member's files of one try: the setup's (try 0), or a retry's own (tests/support/journey-member.ts). */
const memberFile = (name: MemberName, attempt: number, kind = '') => sessionFile(`member-${name}${attempt ? `.retry${attempt}` : ''}${kind}`);

/** The saved session of a member (specs reach it through `journeySession` in journey-member.ts). */
export const memberSession = (name: MemberName, attempt = 0) => memberFile(name, attempt);

/** Where a member's account (uid, e-mail, password) is written, beside the session. */
export const memberAccountFile = (name: MemberName, attempt = 0) => memberFile(name, attempt, '.account');

/**
 * The account behind a member's session in the running test (read inside a test: the setup, or the
 * retry's own sign-in, writes it first).
 */
export function savedMember(name: MemberName): TestAccount {
  return JSON.parse(readFileSync(memberAccountFile(name, test.info().retry), 'utf8')) as TestAccount;
}
