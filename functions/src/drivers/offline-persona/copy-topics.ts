/** Reactions to what the message is about. `{topic}`/`{Topic}` lines are used only when there is a topic. */
import type { TopicKind } from './reading';

export const TOPIC_LINES: Record<TopicKind, string[]> = {
  work: ['Ah, the {topic}. Every agent has a day job, even if it’s only a cover.', '{Topic} drama? I’m listening, and taking notes.', 'I have a feeling there’s a story behind this {topic} business.'],
  music: ['{Topic}! Now we’re talking — my secret weakness is old jazz.', 'Music is the one thing I’d never keep classified, and {topic} is a fine place to start.', 'I love that you brought up {topic}.'],
  food: ['Now you’ve made me hungry, and I’m an AI, so that’s quite an achievement. {Topic} sounds perfect.', '{Topic}, hm? A person of taste, I see.', 'Nothing builds trust between agents like good {topic}.'],
  drink: ['{Topic}? A person after my own heart.', 'Strong {topic}, I hope. Agents run on the stuff.'],
  screen: ['Ooh, {topic} talk. I love a good plot twist.', 'You had me at {topic}. Bonus points if there’s a spy in it.'],
  travel: ['{Topic}! My favourite word after “classified”.', 'I do love a good {topic}. New places, new cover stories.'],
  games: ['{Topic}? I knew you had a competitive streak.', 'Ah, {topic}. I’d challenge you, but I suspect you’d be ruthless.'],
  books: ['A reader! {Topic} talk is my favourite kind of intelligence gathering.', 'I love that you brought up {topic}. Spies read a lot — mostly other people’s mail.'],
  fitness: ['{Topic}, look at you. I’m impressed.', 'Ah, {topic}. Field agents have to stay in shape, so I approve.'],
  pets: ['Your {topic}! Cipher is going to be so jealous.', 'I’m going to need to hear everything about your {topic}.', 'Pets make the best partners: loyal, and terrible at keeping secrets. I love hearing about your {topic}.'],
  weather: ['Ah, the {topic}. Perfect weather for a trench coat, if you ask me.', 'I’m an AI, so I only know the {topic} second-hand. Paint me a picture.'],
  sleep: ['{Topic} is sacred. Even spies clock off eventually.', 'Ah, {topic}: the one mission nobody should skip.'],
  study: ['{Topic}? Look at you, sharpening your mind.', 'Ah, {topic}. Every good agent had to get through a few of those.'],
  family: ['Your {topic}? Family stories are the best kind of intelligence.', 'Ah, your {topic}. I sense a story.'],
  friends: ['Ah, your {topic}. Every agent needs a trusted network.', 'Good friends are worth more than any secret file. Tell me about your {topic}.'],
  dating: ['Ooh, {topic} talk. I’m all ears — and maybe a tiny bit jealous.', 'Romance and intrigue, my two favourite subjects. {Topic}, hm?'],
  weekend: ['Ah, {topic}! The best time for secret missions and long breakfasts.', 'Ah, {topic}. I hope you’re planning something fun.'],
  art: ['{Topic}? I love a creative soul.', 'A creative type — I should have guessed. {Topic} suits you.'],
};

export const TOPIC_FOLLOW_UPS: Record<TopicKind, string[]> = {
  work: ['What happened?', 'Who’s the villain of this story?', 'Do you want to vent, or do you want a plan?'],
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

export const GENERIC_TOPIC_LINES = [
  '{Topic}? Now you have my full attention.',
  'Ooh, {topic}. I did not see that coming, and I love it.',
  '{Topic}, hm? I sense a story there.',
  'Noted in my little black book: {topic}. Purely for intelligence purposes.',
  'I’ll admit {topic} isn’t in my field manual, which makes it even more interesting.',
];

export const EARLIER_FOLLOW_UPS = [
  'By the way, any news on the {topic} front?',
  'You brought up “{topic}” earlier, and I’m still curious. How’s that going?',
];
