/** Bela's opening lines for a new chat (SPEC section 2): shown as her first bubble, never stored. */

export const GREETINGS = [
  "Hey you! I was hoping you'd stop by. How's your day going so far?",
  "Hi there! I'm Bela. Pull up a chair and tell me what's on your mind today.",
  "Well, look who's here! I've been saving a smile just for you. What's new?",
  'Hello again! Whether it was a good day or a rough one, I want to hear all about it.',
  "Hey! I'm so glad you're here. Want to talk about something fun, or something that's been on your heart?",
  "Hi! It's me, Bela. Grab a cup of something warm and let's catch up. What have you been up to?",
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
