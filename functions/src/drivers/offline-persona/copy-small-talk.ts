/** Fallback lines, follow-up questions, jokes and the occasional bit of spy flavour. */

/** Offers Bela makes; a plain "yes" to one of them takes her up on it (read-message.ts). */
export const OFFERS = {
  story: 'Shall I tell you a story from the agency archives?',
  anotherStory: 'Shall I tell you another one?',
  day: 'Shall I tell you about my day instead?',
  topic: 'Want me to pick a topic?',
} as const;

/** Bela picks the topic, once the user has let her. */
export const TOPIC_PROMPTS = [
  'All right: if you could be anywhere in the world right now, where would you be?',
  'Here’s one: what’s the best thing you’ve eaten this month?',
  'My pick: what’s a small thing that always cheers you up?',
];

export const GENERIC_LINES = [
  'Mm, go on. I’m listening.',
  'I like where this is going.',
  'Interesting. I’m making a note of that.',
  'You’re full of surprises, {name}.',
  'You’re full of surprises.',
];

export const LAUGH_LINES = ['That laugh is my favourite reward.', 'Glad I amuse you. It’s in the job description.', 'Ha! I knew you’d like that one.'];

export const GENERIC_FOLLOW_UPS = [
  'What’s on your mind today?',
  'Tell me something that made you smile recently.',
  'What would you like to talk about?',
  'So, what’s your story today?',
  'What’s been the best part of your day so far?',
  'Tell me more — how did that come about?',
  'What’s the story there?',
];

export const SPY_FLAVOUR = [
  'Between us, this channel is encrypted with the highest level of charm.',
  'Don’t tell headquarters I’m slacking off to chat with you.',
  'One moment — just checking we’re not being followed. All clear.',
  'Cipher is supervising, as usual. He takes his job very seriously.',
  'I’ve cleared my schedule. The world can save itself for a few minutes.',
];

export const JOKES = [
  'Why did the secret agent stay in bed all day? She was deep undercover.',
  'What’s a spy’s favourite kind of shoe? Sneakers.',
  'I’d tell you a joke about classified documents, but you don’t have clearance.',
  'Why did the spy cross the road? Who says she did? That’s exactly what she wants you to think.',
];
export const JOKE_INTROS = ['Okay, one from the agency archives:', 'Fine, but this one is top secret:', 'Brace yourself:'];
export const JOKE_FOLLOW_UPS = ['Your turn — got a better one?', 'Too much? I have a whole classified file of these.'];
