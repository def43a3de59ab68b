/** Admin operations on the store: the waitlist and the admin role. Used by the admin command. */
import type { UserStore } from '../stores/users';
import type { WaitlistStore } from '../stores/waitlist';

export async function setRole(users: UserStore, email: string, role: 'admin' | 'user'): Promise<string> {
  const uid = await users.findUidByEmail(email);
  if (!uid) throw new Error(`No user with the e-mail ${email} has signed up.`);
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
