/**
 * Bela's words when the member asks about themselves, she knows them (memories, or what they said
 * in this chat), and nothing she knows answers: she says plainly she does not know that yet, without
 * claiming she knows nothing of them, and asks.
 */
export const NOT_YET_LINES = [
  'I don’t know that one yet — I don’t think you’ve told me. What’s the answer?',
  'You haven’t told me that yet, I think. Tell me?',
  'That one I don’t know yet — you haven’t told me. What is it?',
];
