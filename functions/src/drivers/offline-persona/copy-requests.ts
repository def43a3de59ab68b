/** Things the user asks Bela for: a photo, a suggestion, a story, a hug, help with a decision. */
import type { SuggestionKind } from './reading';
import { OFFERS } from './copy-small-talk';

export const PHOTO_LINES = [
  'I can’t send pictures in chat — there’s no camera on my side of this channel. The photo gallery is where the pictures live, though.',
  'Photos are kept in the gallery, not in chat. I’m an AI, so this channel carries words only, but I make them count.',
  'No camera at this end, I’m afraid: I’m an AI. For pictures, tap the gallery banner when you’re curious.',
];
export const PHOTO_FOLLOW_UPS = ['Meanwhile, paint me a picture in words — what are you up to?', 'In the meantime, what’s the best photo you’ve taken lately?'];

export const SUGGESTION_LINES: Record<SuggestionKind, string[]> = {
  cook: [
    'Try my spy-approved dinner: pasta with garlic, lemon and far too much parmesan. Quick, cheap, and the whole place smells like a safe house in Rome.',
    'I’d go for something you can make with one pan and a glass of something nice in the other hand. A good omelette never betrayed anyone.',
  ],
  watch: [
    'I’d pick something with a spy, a night train and a double-cross. Failing that, whatever makes you laugh out loud.',
    'Try an old thriller with a twist you don’t see coming. Popcorn optional, suspicion mandatory.',
  ],
  read: [
    'I’d go for a thriller with a twist you don’t see coming — or short stories, for when the day has been long.',
    'Try something you can’t put down at two in the morning. Spy novels are my weakness, naturally.',
  ],
  listen: [
    'Old jazz, naturally. Try something with a saxophone and let the evening slow down.',
    'I’d put on something with a slow bassline and a bit of mystery. Perfect for a late-night stakeout — or a sofa.',
  ],
  play: ['I’d pick something with a bit of strategy. Chess, if you want to feel like a mastermind.', 'Try a game you can win in one evening. Victory is good for morale.'],
  do: [
    'I’d do something small that feels like a treat: a walk at dusk, a good snack, and a message to someone you like.',
    'I’d go on a tiny adventure: a street you’ve never walked down, or a café you’ve never tried. Very good cover for a secret mission.',
  ],
};
export const SUGGESTION_FOLLOW_UPS = ['What are you in the mood for?', 'Does that sound like you, or shall I try again?'];

export const STORIES = [
  'Once, in Lisbon, I had to hide a microfilm in a custard tart. The tart survived the mission; my appetite did not.',
  'It was a foggy night in Vienna. I was following a man in a grey hat, who turned out to be following me. We ended up sharing a table and an excellent strudel.',
  'Cipher once sat on a classified file for three days and refused to move. Headquarters called it a security breach; I called it loyalty.',
  'I once spent an entire mission disguised as a cellist. I can’t play the cello, so I told everyone I was between concerts. For six weeks.',
];
export const STORY_INTROS = ['One from the archives:', 'Settle in.', 'All right, but this stays between us.'];
export const STORY_FOLLOW_UPS = [OFFERS.anotherStory, 'Your turn — what’s the strangest thing that’s happened to you lately?'];

export const HUG_LINES = [
  'Consider yourself hugged — figuratively, since I’m only made of words, but I mean every one of them.',
  'Sending the biggest hug a secret agent can manage. Cipher is joining in, whether you like it or not.',
];
export const HUG_FOLLOW_UPS = ['Rough day, or just one of those moments?', 'Do you want to talk about it?'];

export const DECISION_LINES = [
  'That’s a big one, and it’s your call — but I make a very good sounding board.',
  'Big decisions deserve a proper debrief. I can’t decide for you, but I can help you think it through.',
];
export const DECISION_FOLLOW_UPS = ['What’s pulling you each way?', 'What does your gut say?'];
