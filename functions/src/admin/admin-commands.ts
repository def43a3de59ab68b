/** Admin operations on the store: the waitlist and the admin role. Used by the admin command. */
import type { UserStore } from '../stores/users';
import type { WaitlistStore } from '../stores/waitlist';

async function uidOf(users: UserStore, email: string): Promise<string> {
  const uid = await users.findUidByEmail(email);
  if (!uid) throw new Error(`No user with the e-mail ${email} has signed up.`);
  return uid;
}

/** Who has the address and their role; reads only. */
export async function roleOf(users: UserStore, email: string): Promise<{ uid: string; role: 'admin' | 'user' }> {
  const uid = await uidOf(users, email);
  return { uid, role: (await users.isAdmin(uid)) ? 'admin' : 'user' };
}

export async function setRole(users: UserStore, email: string, role: 'admin' | 'user'): Promise<string> {
  const uid = await uidOf(users, email);
  await users.setRole(uid, role);
  return uid;
}

export async function waitlistAdd(waitlist: WaitlistStore, emails: string[], now: Date): Promise<string[]> {
  const added: string[] = [];
  for (const email of emails) if (await waitlist.add(email, now)) added.push(email.trim().toLowerCase());
  return added;
}

export async function waitlistRemove(waitlist: WaitlistStore, emails: string[]): Promise<void> {
  for (const email of emails) await waitlist.remove(email);
}
