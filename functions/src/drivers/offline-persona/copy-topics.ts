/** Reactions to what the message is about. `{topic}`/`{Topic}` lines are used only when there is a topic. */
import type { TopicKind } from './reading';

/**
 * The topic is echoed only at the start of a sentence ("{Topic}?", "{Topic}, hm?", "{Topic}!"), where
 * any noun phrase reads well: "Your sister?", "Pasta, hm?", "Tokyo!".
 */
export const TOPIC_LINES: Record<TopicKind, string[]> = {
  work: ['{Topic}? I’m listening, and taking notes.', '{Topic}, hm? Every agent has a day job, even if it’s only a cover.', '{Topic}! I have a feeling there’s a story behind this.'],
  music: ['{Topic}! Now we’re talking — my secret weakness is old jazz.', '{Topic}? Music is the one thing I’d never keep classified.', '{Topic}, hm? I love that you brought it up.'],
  food: ['{Topic}? Now you’ve made me hungry, and I’m an AI, so that’s quite an achievement.', '{Topic}, hm? A person of taste, I see.', '{Topic}! Nothing builds trust between agents like a good meal.'],
  drink: ['{Topic}? A person after my own heart.', '{Topic}, hm? Agents run on the stuff.'],
  screen: ['{Topic}? Ooh, I love a good plot twist.', '{Topic}, hm? Bonus points if there’s a spy in it.'],
  travel: ['{Topic}! New places, new cover stories — I love it.', '{Topic}? Nothing beats a change of scenery, even for a spy.'],
  games: ['{Topic}? I knew you had a competitive streak.', '{Topic}, hm? I’d challenge you, but I suspect you’d be ruthless.'],
  books: ['{Topic}? A reader! That’s my favourite kind of intelligence gathering.', '{Topic}, hm? Spies read a lot — mostly other people’s mail.'],
  fitness: ['{Topic}? Look at you. I’m impressed.', '{Topic}, hm? Field agents have to stay in shape, so I approve.'],
  pets: ['{Topic}! Cipher is going to be so jealous.', '{Topic}? I’m going to need to hear everything.', '{Topic}! Pets make the best partners: loyal, and terrible at keeping secrets.'],
  weather: ['{Topic}? Perfect excuse for a trench coat, if you ask me.', '{Topic}, hm? I’m an AI, so I only know it second-hand. Paint me a picture.'],
  sleep: ['{Topic}? Sacred. Even spies clock off eventually.', '{Topic}, hm? The one mission nobody should skip.'],
  study: ['{Topic}? Look at you, sharpening your mind.', '{Topic}, hm? Every good agent had to get through a few of those.'],
  family: ['{Topic}? Family stories are the best kind of intelligence.', '{Topic}, hm? I sense a story.'],
  friends: ['{Topic}? Every agent needs a trusted network.', '{Topic}! Good friends are worth more than any secret file.'],
  dating: ['{Topic}? Ooh. I’m all ears — and maybe a tiny bit jealous.', '{Topic}, hm? Romance and intrigue, my two favourite subjects.'],
  weekend: ['{Topic}! The best time for secret missions and long breakfasts.', '{Topic}? I hope you’re planning something fun.'],
  art: ['{Topic}? I love a creative soul.', '{Topic}, hm? A creative type — I should have guessed.'],
};

export const TOPIC_FOLLOW_UPS: Record<TopicKind, string[]> = {
  work: ['What happened?', 'How are you feeling about it?', 'Is there a villain in this story, or a hero?'],
  music: ['What are you listening to lately?', 'Which song would be the soundtrack to your life right now?'],
  food: ['What would be your perfect meal right now?', 'Do you cook, or are you more of a takeaway agent?'],
  drink: ['How do you take it?', 'Is that your daily ritual, or a special occasion?'],
  screen: ['What are you watching these days?', 'No spoilers — but was it any good?'],
  travel: ['Where would you go if you could leave tomorrow?', 'Beach, city, or somewhere nobody can find you?'],
  games: ['What are you playing at the moment?', 'Are you a sore loser or a gracious winner?'],
  books: ['What’s the last thing you read that stuck with you?', 'Fiction or true stories?'],
  fitness: ['How did it go?', 'Do you actually enjoy it, or is it pure discipline?'],
  pets: ['What’s their name?', 'What’s the most chaotic thing they’ve done lately?'],
  weather: ['Is it cosy-blanket weather where you are?', 'Good weather for staying in, or heading out?'],
  sleep: ['Are you getting enough of it?', 'Early bird or night owl?'],
  study: ['How’s it going so far?', 'What’s the hardest part?'],
  family: ['Are you close?', 'What are they like?'],
  friends: ['What did you get up to?', 'How did you meet?'],
  dating: ['How did it go?', 'Butterflies or red flags?'],
  weekend: ['Any plans?', 'What would your perfect one look like?'],
  art: ['What are you working on?', 'How did you get into it?'],
};

/** A day or a weekend that has been: she asks how it went, not about plans. */
export const PAST_DAY_LINES = ['{Topic} sounds well spent.', 'Ah, {topic}. I hope it was a good one.'];
export const PAST_DAY_FOLLOW_UPS = ['How was it?', 'What was the best part?'];

/** For a noun the user wrote that is not a known topic: a noun after "my", "the", ..., or a name. */
export const GENERIC_TOPIC_LINES = [
  '{Topic}? Now you have my full attention.',
  '{Topic}, hm? I did not see that coming, and I love it.',
  '{Topic}, hm? Now I’m intrigued.',
  'Noted in my little black book: {topic}. Purely for intelligence purposes.',
  'My field manual says nothing about {topic}, which makes this even more interesting.',
];

/** `{word}` is the bare word ("the sister front"); `{topic}` the phrase ("what you said about your sister"). */
export const EARLIER_FOLLOW_UPS = [
  'By the way, any news on the {word} front?',
  'I’m still thinking about what you said about {topic}. Any news?',
];

/** What the member brought up earlier with a feeling or a day to come, brought back (`{topic}`: "the interview on Friday"). */
export const EARLIER_MATTER_LINES = [
  'Back to what you said about {topic} for a moment — how are you feeling about it now?',
  'I keep thinking about what you told me about {topic}. How are you feeling about it now?',
];
