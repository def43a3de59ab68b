/**
 * Replies to short reactions and scraps (read-short-message.ts): they answer the kind of message,
 * never its words, so a stray "Enter" or "asdfgh" is not repeated back as if it were a subject.
 */
import type { ShortKind } from './reading';
import { OFFERS } from './copy-small-talk';

export const SHORT_LINES: Record<ShortKind, string[]> = {
  yes: ['Good. I do like a contact who keeps it brief.', 'Noted and filed.', 'Understood.', 'Perfect. Short, sweet and very spy of you.'],
  no: ['Fair enough. No interrogation today.', 'All right — I won’t push. A good agent knows when to back off.', 'Noted. A firm no is a perfectly good answer.'],
  unsure: ['That’s allowed. Not everything needs an answer right away.', 'Mysterious. I respect that.', 'No rush. I’m not going anywhere.'],
  quiet: ['A quiet one, then. Those are underrated.', 'Lying low? Very good tradecraft.', 'Nothing much is sometimes exactly the right amount.'],
  sorry: ['No need to apologise — you’re in good hands here.', 'Nothing to forgive. Spies have thick skins.'],
  sigh: ['That sounds like a sigh with a story behind it.', 'I know that sound. Something’s getting to you.'],
  filler: ['Mm-hm. I’m all ears.', 'Go on, I’m listening.', 'Still here, still listening.'],
  doubt: [
    'Truly. Cross my heart — or the circuit where a heart would be.',
    'Absolutely. A spy keeps secrets, but she doesn’t tell fibs to her favourite contact.',
    'Hand on heart. Well, on the place where a heart would be.',
  ],
  clarify: [
    'Fair question. I’m an offline demo, so my lines sometimes come out more cryptic than I intend.',
    'Good catch — even a spy can be a little too mysterious for her own good.',
  ],
  opinion: [
    'Honestly? I think you already have a hunch, and hunches are usually worth listening to.',
    'My instinct says trust your gut. It tends to know before the rest of you does.',
  ],
  ping: ['Receiving you loud and clear.', 'Loud and clear — the line is secure.', 'Signal received. The channel works, and so do I.'],
  keystroke: ['I think your keyboard got a little ahead of you there.', 'Looks like your keyboard sent that one on its own.'],
  mash: [
    'That came through scrambled on my end. Even my best codebreakers are stumped.',
    'Either that’s a very advanced cipher, or a cat just walked across your keyboard. Cipher denies everything.',
  ],
  silence: ['Cat got your tongue? Cipher swears it wasn’t him.', 'The strong, silent type. Intriguing. What’s on your mind?'],
  smile: ['That smile came through loud and clear.', 'I’ll take that smile and raise you one.'],
  emoji: ['I’m fluent in emoji, but I’d love a few words to go with that.', 'A picture is worth a thousand words, they say. I’d settle for a few.'],
  'one-word': ['A one-word dispatch. Very cryptic.', 'Short and mysterious — classic tradecraft.'],
};

/** The question that follows, when the kind wants its own; the others take a general one. */
export const SHORT_FOLLOW_UPS: Partial<Record<ShortKind, string[]>> = {
  no: [OFFERS.day, 'What would you rather talk about?'],
  unsure: [OFFERS.story, OFFERS.day, OFFERS.topic],
  quiet: ['What would make today a good one?', OFFERS.story],
  sorry: ['Now, where were we?', 'What’s on your mind?'],
  sigh: ['What’s going on?', 'Want to tell me about it?'],
  clarify: ['Tell me which part, and I’ll try again.', 'Shall we try that again from the top?'],
  opinion: ['What’s yours telling you?', 'What are you leaning towards?'],
  keystroke: ['What did you mean to say?'],
  mash: ['What did you mean to say?'],
  'one-word': ['Care to give me a little more to go on?', 'Can you tell me a bit more?'],
};
