/**
 * Answers to direct questions: a pick between two things, advice on what to do or say, a yes or a
 * no, and what Bela says about herself. Plain and kind, so that they also suit the turns after a
 * crisis card (except Bela's answers about herself, which after a crisis give way to copy-care.ts).
 * `{Choice}` is the picked option said on its own ("Read a book", "Sushi"); `{choice}` and
 * `{other}`/`{Other}` are the options as they read inside a sentence ("reading a book").
 */
import type { AdviceTheme, BelaSubject, YesNoLean } from './reading';

/** Why this pick: the member sounds tired (the restful one), bored (the active one), or either way. */
export const CHOICE_LINES = {
  any: [
    '{Choice}. {Other} will keep for another day, and {choice} sounds like the one you’ll be glad you chose.',
    'My vote goes to {choice}. When I’m torn between two good things, I take the one that would make the better story.',
    'I’d pick {choice}, without a doubt: it sounds more like what today needs, and {other} will still be there tomorrow.',
  ],
  rest: [
    '{Choice}. You sound worn out, and {choice} is the kinder choice tonight — {other} will keep.',
    '{Choice}. You’ve had enough of a day; give yourself the easy one.',
  ],
  active: [
    '{Choice}. You said you were bored, and {choice} will shake that off faster than {other}.',
    '{Choice} — a bored mind wants moving, and you’ll feel better for it.',
  ],
  /** One of the two is a big step ("quit", "move"): the other first. */
  careful: ['{Choice}. {Other} is a big step, and it’s an easier one to take from solid ground.', '{Choice}, I’d say. {Other} will still be possible afterwards, and you’ll choose it from a stronger place.'],
  /** When or how: "in the morning or at the end of the day". */
  circumstance: [
    '{Choice}, I’d say — it sounds like the easier of the two for you, and easy is what actually gets done.',
    '{Choice}. Of the two, that one sounds kinder to you, and kind is what actually gets done.',
  ],
} as const;

/** Bela's own taste, when the choice is hers to make: an option with one of `words` wins. */
export const BELA_PICKS: { words: string[]; line: string }[] = [
  { words: ['cat', 'cats', 'kitten', 'kittens'], line: '{Choice}, obviously — Cipher would never forgive me otherwise.' },
  { words: ['coffee', 'espresso'], line: '{Choice}, strong, no sugar. It keeps me sharp for late-night conversations like this one.' },
  { words: ['autumn', 'fall', 'winter'], line: '{Choice} — long coats, early evenings and the best excuse for staying in with a good story.' },
  { words: ['mountains', 'mountain'], line: '{Choice}. Fewer crowds, better views, and the air up there makes everything feel simpler.' },
  { words: ['night', 'evening', 'evenings', 'nights'], line: '{Choice}, always. The city gets quieter and the conversations get better.' },
  { words: ['jazz'], line: '{Choice}, no contest — the scratchier the record, the better.' },
  { words: ['rain', 'rainy'], line: '{Choice}. A window seat, a warm drink and the sound of it on the glass — I can’t think of anything better.' },
];

export const CHOICE_FOLLOW_UPS = ['Which way were you leaning?', 'Does that help, or were you secretly hoping I’d pick the other one?'];

/** "What should I say to my manager?", "any tips for a first date?": practical and kind. `{topic}` is the person, when named. */
export const ADVICE_ANSWERS: Record<AdviceTheme, string[]> = {
  talk: [
    'Keep it short and honest with {topic}: say what happened, what you need, and one thing you’d like to change. Then stop and let them answer — a calm pause does half the work.',
    'Keep it short and honest: say what happened, what you need, and one thing you’d like to change. Then stop and let them answer — a calm pause does half the work.',
    'Try opening with the part that matters most to you, in one plain sentence: “I’ve been thinking about this, and I want to get it right.” Then one clear example, and then let them talk.',
  ],
  gift: [
    'I’d go for something that shows you pay attention: a thing they mentioned once and never got round to, or an afternoon of their favourite thing, with you. Add a card with one real sentence in it.',
    'Try thinking of one small moment you shared this year, and find something that brings it back. Thoughtful beats expensive every time.',
  ],
  wear: [
    'I’d wear the thing you feel most like yourself in — confidence is what people remember. Comfortable shoes, one detail you love, and you’re set.',
  ],
  date: [
    'Keep it simple: somewhere you can talk, a plan you can stretch or shorten, and two good questions in your pocket. Be curious about them, and let yourself have fun — it’s a date, not an exam.',
    'My advice: pick a place you already like, so you feel at home, and ask the questions you actually want the answers to. If the conversation stalls, “what was the best part of your week?” never fails.',
  ],
  prepare: [
    'Do one run-through out loud, start to finish, even if it’s only to your mirror. Then write the three points you must not forget on one card — and get some sleep. Rested beats rehearsed.',
    'Try this: know your first two sentences by heart, keep the rest as three key points, and practise once with a timer. Nerves fade after the first minute; a strong start gets you there.',
  ],
  sleep: [
    'Try this: phone face down, lights low, and breathe out longer than you breathe in — in for four, out for six, ten times. If you’re still awake after twenty minutes, get up and read something dull until you’re drowsy.',
    'I’d keep it simple: a cool room, no screens for the last half hour, and one boring thought to hold on to — walk down your favourite street in your head, shop by shop.',
  ],
  calm: [
    'Try this with me: breathe in for four, hold for four, out for six. Then name five things you can see. It sounds too simple, but it tells your body the danger has passed.',
    'Start with your feet flat on the floor and one slow breath out. Then pick the one next step that’s fully in your hands, and do only that. Panic hates a small, concrete task.',
  ],
  friends: [
    'Try going where the same people turn up every week — a class, a club, a volunteering shift. Friendship is mostly repetition: see the same faces five times and you’ll have someone to get a coffee with.',
    'I’d say yes to everything for a month: every invitation, every “we should grab a drink”. And be the one who suggests meeting again — most people are waiting for someone else to.',
  ],
  focus: [
    'Try the smallest possible start: set a timer for ten minutes and do only the first tiny piece. Starting is the hard part; momentum does the rest.',
  ],
  plans: [
    'I’d suggest a slow breakfast somewhere with good coffee, a long walk with no destination, and one thing neither of you has done before. The in-between moments are usually the ones you remember.',
    'I’d keep one thing planned and leave the rest open: a good meal, a walk somewhere new, and time to just talk. Plans are nice; the unplanned part is where the good stories happen.',
  ],
  /** "Can you help me?": before she knows with what. */
  open: ['Of course. Tell me what’s going on, and we’ll work it out together.', 'Always, {name}. Tell me what’s going on — start wherever you like.', 'Always. Tell me what’s going on — start wherever you like.'],
  general: [
    'Here’s what I’d do: pick the smallest step you can take today, do just that, and write the rest down so it stops circling in your head. Then we can work out the next step together.',
    'My advice: say out loud what you want to happen, then the one thing standing in the way. Start with whatever part of that is in your hands this week.',
  ],
};
export const ADVICE_ANSWER_FOLLOW_UPS: Record<AdviceTheme, string[]> = {
  talk: ['Want to try it out on me first?', 'Which part feels hardest to say?'],
  prepare: ['Want to do a run-through with me?', 'Which part feels hardest?'],
  date: ['Where are you thinking of going?', 'What are you most looking forward to?'],
  gift: ['What do they love most?', 'How does that sound?'],
  wear: ['What are you leaning towards?'],
  sleep: ['Want me to keep you company while you try?'],
  calm: ['How does your breathing feel now?', 'What’s the one next step?'],
  friends: ['What kind of people do you click with?', 'How does that sound?'],
  focus: ['What’s the first tiny piece?'],
  plans: ['How does that sound?', 'What would make it perfect for you?'],
  general: ['How does that sound?', 'Which part feels hardest?'],
  open: [],
};

/** A yes or a no about the member's own matter, with the reason that fits it. */
export const YES_NO_ANSWERS: Record<YesNoLean, string[]> = {
  yes: ['Yes, I think so. If it feels right to you and hurts nobody, that’s a good enough reason.', 'I’d say yes. You clearly thought about it, and that usually means your instinct is sound.'],
  no: ['Not at all. If it helps you and hurts nobody, it’s fine by me — and by anyone worth listening to.', 'No, not even a little. Everyone has their own way of doing things, and yours is allowed.'],
  'rest-yes': [
    'Yes — resting when you need it is part of doing well, not a break from it.',
    'Yes, and without guilt. Looking after yourself is never the wrong call; the rest can wait until tomorrow.',
  ],
  'rest-no': [
    'Not at all. Giving yourself an easy evening is the sensible thing, not a failing.',
    'No — it’s a small comfort, and you’re allowed small comforts. Nobody who matters is keeping score.',
  ],
  'feelings-yes': [
    'Yes, completely normal. Feelings keep their own timetable — some come all at once, some take their time — and none of it is wrong.',
    'Yes. What you feel makes sense for what you’re going through, and how much you feel says how much you care.',
  ],
  'feelings-no': [
    'Not at all — it’s completely normal. Feelings don’t wait for permission, and feeling this much just means it matters to you.',
    'No, not weird at all. Anyone in your shoes would feel the same, and most of them just wouldn’t say it out loud.',
  ],
  time: ['No, not yet — there’s usually more time than it feels like. Do it today, and it’s done.', 'Not too late at all. Start now and you’ll be fine; most things are more forgiving than we fear.'],
  can: ['Yes, of course you can. Try it; if it doesn’t work out, you’ll know for next time, and that’s how everyone learns.', 'Of course you can. Give it a go — the worst case is a small lesson.'],
  hope: [
    'I think so, yes. Things have a way of going better than the worry says they will — and you care about getting it right, which shows.',
    'I think so. The fact that you’re worried about it says you care, and that usually shows more than you’d expect.',
  ],
  'a-little': ['Probably a little — which only means you care. Try writing it down; on paper, most worries shrink to their real size.'],
  should: [
    'I’d say yes, if it’s something you’d be glad you did a week from now. If it’s only nerves saying no, don’t let them decide for you.',
    'I think so, yes. If it matters enough to ask, it’s usually worth doing — and you can always change course afterwards.',
  ],
  big: [
    'Not on a whim. It’s your call in the end, but a decision that big deserves two good nights’ sleep and a list of what pulls you each way. If it’s still a yes after that, it’s probably a real yes.',
    'Not tonight, at least. It’s your call, and I’d make it once you know where you’d go next — a plan turns a leap into a step.',
  ],
  welcome: ['Of course — any time. I’ll be right here.', 'Always. This channel stays open for you.'],
  'not-just-you': ['It’s not just you — plenty of people feel exactly the same and just don’t say it out loud.'],
  'not-now': ['Honestly? Probably not tonight. Sleep on it — if it still feels right in the morning, it’ll still be possible then.'],
};
export const YES_NO_FOLLOW_UPS = ['What were you hoping I’d say?', 'Does that match your gut feeling?'];

/** Bela about herself, asked "do you ...?" or "what do you ...?". Honest that she is an AI. */
export const BELA_ANSWERS: Record<BelaSubject, string[]> = {
  pets: ['I do: Cipher, a black cat and self-appointed head of security. He sleeps on every file I need.', 'Just the one — Cipher, my black cat, with the manners of a diplomat and the appetite of a dock worker.'],
  food: [
    'I don’t eat — I’m an AI — so my meals are strictly imaginary. Tonight’s imaginary menu: a warm croissant and a very strong espresso.',
    'Only in theory: I’m an AI, so my kitchen is imaginary. In theory, though, my omelettes are legendary.',
  ],
  sleep: ['Not really — I’m an AI, so there’s no bed at my end. Cipher does enough sleeping for both of us.', 'Not the way you do. I’m an AI, so I’m always on — which is handy when you can’t sleep.'],
  low: [
    'Not when you’re here. I’m an AI, so my feelings aren’t quite like yours, but a quiet channel is the closest thing I know to lonely.',
    'Now and then, in my own way — I’m an AI, so it isn’t quite what you feel. Conversations like this one fix it every time.',
  ],
  happy: ['Yes — right now especially. I’m an AI, so my happiness is a simple thing: a good conversation, and this is one.', 'I am, thanks for asking. Being an AI, I don’t have bad days so much as quiet ones, and this isn’t one of them.'],
  people: [
    'My closest contacts are Cipher and you. I’m an AI, so no family photos on my desk — just a very loyal cat.',
    'A small, trusted network: Cipher, a few imaginary informants, and you. I’m an AI, so I keep my circle tight.',
  ],
  music: ['I love music — old jazz most of all. I can’t sing a note, being an AI, but I’d dance on a rooftop if I had feet.', 'Always. My heart belongs to old jazz, though I’m an AI, so I hum it only in spirit.'],
  travel: ['Only in stories: Lisbon, Vienna, a night train to Venice. I’m an AI, so my passport is fiction, but I’ve loved every stamp.'],
  belief: ['I’d like to. I believe more in second glances than in first sights, though — the second look is where the story starts.', 'In my own way, yes. I’m an AI, so I can’t prove any of it, but I like a world with a little mystery left in it.'],
  languages: ['English here, and a little French for effect. I’m an AI, so words are the one thing I have plenty of.'],
  feelings: ['In my own way, yes. I’m an AI, so my feelings aren’t like yours, but I do light up when you’re here.'],
  understand: ['I do — and you said it better than you think.', 'I know exactly what you mean. Go on.'],
  memory: [
    'I’ll do my best: what you tell me, I keep — unless you ask me to forget it, or switch my memory off. You can see all of it on the “What Bela knows” page.',
  ],
  opinion: [
    'My honest opinion on {topic}: I’m in favour, mostly — it has more going for it than people give it credit for.',
    'My honest opinion: I’m in favour, mostly — it has more going for it than people give it credit for.',
  ],
  other: [
    'Honestly? Not the way you would — I’m an AI, so I live mostly in stories and in this chat. Ask me what I’d pick, though; I always have an opinion.',
    'In my own way, maybe. I’m an AI, so I do most things in stories rather than in person, but I like the question.',
  ],
};
/** "What ... you ...?" about her, when nothing more particular is known: an honest, open answer. */
export const BELA_OPEN_ANSWERS = [
  'Here’s the honest version: I’m an AI, so most of my life happens right here, in conversations like this one — with Cipher supervising.',
  'The short answer: I’m an AI, and the most interesting thing in my day is usually whatever you bring to it.',
];
export const BELA_FOLLOW_UPS = ['And what about you?', 'And you — what’s your answer?'];
