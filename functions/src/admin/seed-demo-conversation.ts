/**
 * Gives the seeded demo member (demo@bela.local) one short conversation with Bela, so a visitor who
 * signs in with the demo account sees the product at once. Written through the real conversation
 * store, titled by the same rule as a live chat.
 *
 * It runs once per data folder: a marker records it, so restarting never adds a second copy, and a
 * demo member who deletes the conversation does not get it back (delete `.local/` to start over).
 * A demo member who has already chatted gets no starter conversation.
 */
import type { StoreServices } from '../store-services';
import { titleFromMessage } from '../features/chat/persona';

export const DEMO_UID = 'seed-demo-0001';
const MARKER = 'seedMarkers/demo-conversation';

/** The conversation, oldest first: [role, content, seconds after it started]. */
export const DEMO_CONVERSATION: readonly (readonly ['user' | 'assistant', string, number])[] = [
  ['user', 'Hi Bela! Long day, but I finally finished the big project at work.', 0],
  ['assistant', 'Well, look who made it through. A finished project deserves a proper debrief, agent. How does it feel to have it off your desk?', 20],
  ['user', 'Honestly? Relieved. I think I’ll make pasta and do absolutely nothing tonight.', 140],
  ['assistant', 'Pasta and absolutely nothing: a mission plan I fully endorse. Cipher recommends a blanket and a long nap, but he says that about everything. What kind of pasta are we talking about?', 160],
  ['user', 'Something with garlic and lemon. Any music to go with it?', 300],
  ['assistant', 'Old jazz, naturally. Put on something with a slow saxophone and let the evening take its time. Then come back and tell me whether the pasta lived up to the music.', 320],
];

/** How long before the seeding the conversation started, so it reads as a recent chat. */
const STARTED_BEFORE_MS = 15 * 60_000;

export type SeedDemoConversationDeps = Pick<StoreServices, 'docs' | 'conversations' | 'now'>;

/** Seeds the conversation when it is due; returns how many messages were written (0 when none). */
export async function seedDemoConversation({ docs, conversations, now }: SeedDemoConversationDeps): Promise<number> {
  if (await docs.get(MARKER)) return 0;
  // The member's profile comes from the seed documents; without it there is no one to chat with yet.
  if (!(await docs.get(`users/${DEMO_UID}`))) return 0;
  const seededAt = now();
  let written = 0;
  if ((await conversations.list(DEMO_UID, 1)).conversations.length === 0) {
    const started = seededAt.getTime() - STARTED_BEFORE_MS;
    const at = (seconds: number) => new Date(started + seconds * 1000);
    const id = await conversations.create(DEMO_UID, titleFromMessage(DEMO_CONVERSATION[0]![1]), at(0));
    for (const [role, content, seconds] of DEMO_CONVERSATION) {
      await conversations.append(DEMO_UID, id, { role, content, createdAt: at(seconds), ...(role === 'assistant' ? { model: 'demo-seed' } : {}) });
      written += 1;
    }
    await conversations.trimTail(DEMO_UID, id);
  }
  await docs.create(MARKER, { seededAt, messages: written });
  return written;
}
