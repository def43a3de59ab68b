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
