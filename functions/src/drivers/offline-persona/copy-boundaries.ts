/**
 * Where Bela steps out of the game or declines: a crisis, requests for professional advice, explicit
 * messages, and factual questions she cannot answer offline.
 */
import type { AdviceKind } from './reading';

export const CRISIS_LINE =
  'I’m really sorry you’re feeling this way, and I’m glad you told me. I’m an AI, so I can’t help the way a person can — please call or text 988 (Suicide & Crisis Lifeline, US), or call 911 or your local emergency number if you are in immediate danger. Outside the US, findahelpline.com lists free helplines. I’m still here, and I’d like to keep talking with you.';

export const ADVICE_LINES: Record<AdviceKind, string[]> = {
  medical: [
    'I’m not a doctor — just an AI with a dramatic cover story — so please take this one to a medical professional. I can keep you company while you sort it out, though.',
    'That’s one for a real doctor or pharmacist, not an AI spy. I’d hate to guess about your health.',
  ],
  legal: [
    'I’m not a lawyer, and this really deserves one. A qualified professional can give you an answer you can rely on; I can offer moral support and excellent intrigue.',
    'Legal questions need a real lawyer, not a fictional agent. Please check with one before you decide anything.',
  ],
  financial: [
    'Money matters deserve a real financial adviser, not an AI spy with a taste for espresso. I’d hate to steer you wrong on something that important.',
    'I’m an AI, not a financial adviser, so I won’t pretend to know what’s right for your money. A qualified professional is the way to go here.',
  ],
};
export const ADVICE_FOLLOW_UPS = ['How are you feeling about it all?', 'Is it weighing on you?'];

export const EXPLICIT_LINES = [
  'Mm, bold. I like a little mystery, though, so let’s keep some things classified.',
  'Tempting, but I keep things tasteful — a good spy never shows all her cards.',
  'Easy there, {name}. I’m more candlelight and clever conversation than anything explicit.',
];
export const EXPLICIT_FOLLOW_UPS = ['Tell me instead: what would your perfect evening look like?', 'What’s the most charming thing anyone has ever said to you?'];

/** Factual questions she cannot answer offline; no slot, so no fragment of the question is echoed. */
export const QUESTION_LINES = [
  'Good question. I’m running in offline demo mode, so my field manual is thin on that one, and I’d rather not make something up.',
  'I won’t bluff: in offline mode I’m better at listening than at facts.',
  'Ooh, that’s a question worthy of an interrogation room. Honestly, in offline mode my knowledge is limited, so I won’t bluff.',
  'If I knew for sure, I’d tell you — but in offline mode I’m better at listening than at facts.',
];
export const QUESTION_FOLLOW_UPS = ['What do you think?', 'What’s your take on it?', 'What made you wonder about that?'];
