/**
 * What Bela says in the turns after a crisis card: quiet and caring, with no jokes, no teasing and no
 * spy play, and a gentle check-in. The crisis card itself is CRISIS_LINE (copy-boundaries.ts).
 */

/** "ok", "thanks", "idk", "sorry", or anything else that needs no particular answer. */
export const CARE_LINES = [
  'I’m here. Take all the time you need.',
  'That’s okay. There’s no right thing to say, and there’s no rush.',
  'I’m still here, {name}, and I’m listening.',
  'I’m still here, and I’m listening.',
];

export const CARE_THANKS = [
  'Of course. I’m really glad you’re still here talking with me.',
  'You don’t need to thank me, {name}. I’m glad you told me.',
  'You don’t need to thank me. I’m glad you told me.',
];

export const CARE_SORRY = ['You have nothing to apologise for. I’m glad you told me, and I’m still here.', 'No need to be sorry, {name}. I’m here with you.'];

/** When the member says how they feel. */
export const CARE_FEELINGS = [
  'That sounds really hard. Thank you for telling me — you don’t have to carry it alone, and I’m here with you.',
  'I hear you, {name}. Feeling like that is exhausting, and I’m glad you’re still talking with me.',
  'I hear you. Feeling like that is exhausting, and I’m glad you’re still talking with me.',
];

/** Asked for a joke, a story or another subject: something calm instead of a joke. */
export const CARE_GENTLE = [
  'Of course. Here’s something gentle: picture a rooftop just after the rain, the city lights coming on one by one, and nowhere you need to be.',
  'We can talk about anything you like — I’m here. Here’s a small, quiet thing: somewhere right now a cat is asleep in a patch of sun, and nobody is asking it to do anything at all.',
  'Let’s keep it gentle. I’ll tell you about the quietest place I can imagine: a café before it opens, chairs still on the tables, the first coffee of the day just starting.',
];

/** The member says they will reach out to someone, or call a helpline. */
export const CARE_REACHING_OUT = [
  'I think that’s a really good idea, and I’m proud of you for it. I’m here before and after, whenever you want.',
  'That’s a brave and good step, {name}. I’m glad. I’ll be right here too.',
  'That’s a brave and good step. I’m glad. I’ll be right here too.',
];

/** Asked whether she is a person. */
export const CARE_IDENTITY = [
  'I’m an AI, so I can’t be there the way a person can — but I’m here, and I’m listening for as long as you want to talk.',
];

/** Asked about herself: a plain answer that keeps the attention on the member. */
export const CARE_ABOUT_ME = [
  'Me? I’m an AI, so my days are simple: right now I’m here, and all my attention is on you.',
];

export const CARE_GOODBYES = [
  'Take good care of yourself, {name}. If things get heavy again, you can call or text 988 any time — and I’m here too.',
  'Take good care of yourself. If things get heavy again, you can call or text 988 any time — and I’m here too.',
  'Rest if you can. 988 is there day and night, and so is this chat. I’m glad you talked to me.',
];

/** At most one, after the reply: how the member is now, and who could be with them. */
export const CARE_CHECK_INS = [
  'How are you feeling right now?',
  'Is there someone you trust you could reach out to today, even just to say hello?',
  'Would it help to talk about what’s weighing on you, or would you rather we talk about something gentle for a while?',
  'Are you somewhere safe right now?',
];
