// @ts-check
// The demo member's starter conversation, now functions/src/admin/seed-demo-conversation.ts (run by
// the stack's seed, seed-stack.mjs). Kept for the test that seeds a store of its own with it.
import { localCommands } from './local-commands.mjs';

export const { DEMO_UID, DEMO_CONVERSATION } = localCommands();

/**
 * Seeds the conversation into `docs` when it is due; returns how many messages were written.
 * @param {import('../functions/src/ports/doc-store').DocStore} docs
 * @param {{ now?: Date }} [options]
 */
export function seedDemoConversation(docs, { now = new Date() } = {}) {
  const commands = localCommands();
  return commands.seedDemoConversation(commands.localServices({ docs, now: () => now }));
}
