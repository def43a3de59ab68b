/** Admin operations on the store: the waitlist and the admin role. Used by the admin command. */
import type { DocStore } from '../ports/doc-store';
import { addToWaitlist, waitlistPath } from '../features/waitlist/waitlist';

async function findUserByEmail(docs: DocStore, email: string): Promise<string | null> {
  const [user] = await docs.query({
    collection: 'users',
    where: [{ field: 'email', op: '==', value: email.trim().toLowerCase() }],
    limit: 1,
  });
  return user?.id ?? null;
}

export async function setRole(docs: DocStore, email: string, role: 'admin' | 'user'): Promise<string> {
  const uid = await findUserByEmail(docs, email);
  if (!uid) throw new Error(`No user with the e-mail ${email} has signed up.`);
  await docs.update(`users/${uid}`, { role });
  return uid;
}

export async function waitlistAdd(docs: DocStore, emails: string[], now: Date): Promise<string[]> {
  const added: string[] = [];
  for (const email of emails) if (await addToWaitlist(docs, email, now)) added.push(email.trim().toLowerCase());
  return added;
}

export async function waitlistRemove(docs: DocStore, emails: string[]): Promise<void> {
  for (const email of emails) await docs.delete(waitlistPath(email));
}
