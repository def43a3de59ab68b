/**
 * Bela's words when the member asks about themselves, she knows them (memories, or what they said
 * in this chat), and nothing she knows answers: she says plainly she doesn't know that yet, and asks.
 * She does not claim they never told her (they may have, in words she could not read), nor that she
 * knows nothing of them.
 */
export const NOT_YET_LINES = [
  'I don’t think I know that one yet. What’s the answer?',
  'That one I don’t know yet — tell me?',
  'I’m not sure I know that yet. What is it?',
];

/**
 * Her words when the member asks about themselves while memory is switched off, or after they had
 * her forget everything (the request's `memoryNotice`), and the chat itself does not answer: she
 * says she is not using memories, never that they have not told her.
 */
export const MEMORY_OFF_LINES = [
  'My memory is switched off, so I’m not using what you told me before. Tell me again, or turn “Bela remembers” back on whenever you like.',
  'I’m not using memories right now (they’re switched off), so I can’t look that up. What is it?',
];
export const FORGOTTEN_LINES = [
  'You asked me to forget everything, so I let go of what you told me before. Tell me again?',
  'I forgot what you’d told me before, as you asked, so that one’s gone. What is it?',
];
