/**
 * Bela's opening lines for a new chat (SPEC section 2): shown as her first bubble, not stored with the
 * conversation. They fit a member she meets for the first time and one she knows alike (no "hello
 * again", no introduction): her first reply greets as known or introduces herself (decision 0035).
 * The line a chat opened with is kept on this device (`keepOpeningLine`), so a reload shows it again.
 */

export const GREETINGS = [
  "Hey you! I was hoping you'd stop by. How's your day going so far?",
  "Hi there! Pull up a chair and tell me what's on your mind today.",
  "Well, hello! I've been saving a smile just for you. What's new?",
  'Hello, you! Whether it was a good day or a rough one, I want to hear all about it.',
  "Hey! I'm so glad you're here. Want to talk about something fun, or something that's been on your heart?",
  "Hi! Grab a cup of something warm and tell me what you've been up to.",
] as const;

/**
 * A random greeting. `random` is a source in [0, 1) (Math.random by default); `avoid` is the
 * greeting shown last, so two new chats in a row do not open with the same line.
 */
export function pickGreeting(random: () => number = Math.random, avoid?: string): string {
  const pool = avoid && GREETINGS.includes(avoid as (typeof GREETINGS)[number]) ? GREETINGS.filter((line) => line !== avoid) : [...GREETINGS];
  const index = Math.min(pool.length - 1, Math.max(0, Math.floor(random() * pool.length)));
  return pool[index]!;
}

/** Where the opening lines of the chats started on this device are kept, newest last. */
const KEPT_KEY = 'bela.openingLines';
/** How many conversations' opening lines are kept; the oldest go first. */
export const MAX_KEPT_OPENINGS = 50;

function keptLines(storage: Storage): Record<string, string> {
  try {
    const kept: unknown = JSON.parse(storage.getItem(KEPT_KEY) ?? '{}');
    return kept && typeof kept === 'object' && !Array.isArray(kept) ? (kept as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Keeps the line `conversationId` opened with (storage full or blocked: it is not kept, nothing fails). */
export function keepOpeningLine(conversationId: string, line: string, storage: Storage | undefined = globalThis.localStorage): void {
  if (!storage) return;
  const kept = keptLines(storage);
  delete kept[conversationId];
  kept[conversationId] = line;
  const ids = Object.keys(kept);
  for (const old of ids.slice(0, Math.max(0, ids.length - MAX_KEPT_OPENINGS))) delete kept[old];
  try {
    storage.setItem(KEPT_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or blocked: the reload shows no opening line, as before.
  }
}

/** The line `conversationId` opened with on this device, when it is one of Bela's opening lines. */
export function openingLineOf(conversationId: string, storage: Storage | undefined = globalThis.localStorage): string | null {
  if (!storage) return null;
  const line = keptLines(storage)[conversationId];
  return typeof line === 'string' && (GREETINGS as readonly string[]).includes(line) ? line : null;
}
