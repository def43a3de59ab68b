/**
 * Questions inside a member's message, read apart from what the message tells: a question in form without its mark
 * ("do you know where I live"), one asked inside a clause ("lowkey important but what am i allergic to again"), a
 * request to recall ("remind me what instrument I'm learning"), and a question asked after something told ("Date
 * night with my boyfriend Jamal tonight, what should I wear?"). clauses.ts marks its clauses with them.
 */
import { termsOf } from './words';

/** "lowkey important but what am i allergic to again", "wats my fav food", "Kindly recall the food I mentioned", "lets test u lol, whats their name": a question inside the clause, asked of the member's own. */
const EMBEDDED_QUESTION = /\b(?:what|wat|wht|where|who|when|which|how)\s+(?:am|do|did|does|is|are|was|were|have|has|can|should)\s+(?:i|my|we|our)\b|\b(?:whats|what's|wats|wat's|wht's)\s+(?:my|our|the\s+(?:thing|food|name))\b|\b(?:do|did|can|could)\s+(?:you|u)\s+(?:remember|recall)\b|\b(?:kindly\s+)?recall\s+(?:the|my|what|which|who)\b|\b(?:gimme|name)\s+my\b|\bbet\s+(?:you|u)\s+(?:forgot|can'?t remember)\b|\blet'?s\s+test\s+(?:you|u)\b|\b(?:told|informed|said to|mentioned to)\s+(?:you|u|ya)\s+(?:(?:what|where|who|which|whose|when|how)\b|(?:of|about)?\s*(?:before|earlier|already)?\s*[.?!]*$)|\bstill\s+remember\b|^\s*(?:kindly|please|pls)\s+(?:remind|tell)\s+me\b|\b(?:jog|refresh)\s+my\s+memory\b|,\s*what\s+(?:is|was)\s+(?:it|that|they)\b|^\s*(?:(?:test|quiz|pop quiz)\s*:\s*)?(?:please\s+)?(?:name|state|list)\s+(?:the|my|all|both|what|which)\b|\b(?:tell|remind|show)\s+me\s+(?:again\s+)?(?:what|where|who|which|whose|when|how)\s+(?:[\w']+\s+){0,2}?(?:i|i'm|im|my|we|we're|our)\b/i;

/** "remind me what instrument I'm learning", "do you remember where I live": asking for what was told, with or without its mark. */
export const RECALL_REQUEST = /^(?:(?:can|could|would|will)\s+(?:you|u|ya)\s+)?(?:please\s+|pls\s+|just\s+)?(?:remind me|tell me again|do (?:you|u|ya) (?:remember|recall|know)|d'?you (?:remember|recall)|remember (?:what|where|who|which|whose|when|how|my)|recall (?:what|where|who|which|whose|my))\b/i;
/** What may be asked after what is told, with no word of a question before it: "..., any tips?", "..., thoughts?". */
const ASKED_AFTER = /^(?:any\s+\p{L}+|thoughts|ideas|advice|tips|suggestions|help|pls help|please help|is (?:it|that|this) (?:normal|weird|bad|ok|okay|wrong|strange|silly|crazy)|what do (?:you|u) (?:think|reckon|suggest|recommend))\b/iu;
/** A told part that points back at an earlier telling: "I told you my job", "you know my sister", "remember my dog". */
const POINTS_BACK = /\b(?:told|tell|telling|mentioned|mention|said|informed|shared|explained)\s+(?:to\s+)?(?:you|u|ya|ye)\b|\b(?:you|u|ya|ye)\s+(?:know|knew|remember|recall|have|heard|noted|wrote)\b|\b(?:remember|recall|forgot|forget)\b|\b(?:talked|spoke|chatted|discussed|went over)\b/i;
/** The break between what is told and what is asked after it: a comma, a semicolon, a colon, a dash or an ellipsis, and "so". */
const BEFORE_ASKED = /\s*(?:[,;:]|\s[-–—]\s|\.{2,}|…)\s*(?:(?:and|but|so|just|anyway|anyways)\s+)?|\s+(?:and|but|so)\s+(?=(?:what|how|where|which|who|should|can|could|would|do|does|is|any)\b)/giu;

/** A topic turned to, nothing told: "Speaking of school, ...". */
const TOPIC_TURNED = /^(?:(?:speaking|talking)\s+(?:of|about)|on\s+the\s+subject\s+of|as\s+for|while\s+we'?re\s+at\s+it|by\s+the\s+way|anyway|anyhow)\b/i;
/** Does a clause open with a verb's bare form, as a bid or an order does ("Raise a glass", "Help me pick")? */
const opensWithBid = (clause: string) => {
  const first = termsOf(clause)[0]?.tags ?? [];
  return first.includes('Imperative') || (first.includes('Verb') && first.includes('Infinitive'));
};

/**
 * A sentence that tells first and asks after ("my brother Nico moved out last week and the house is so quiet, is it
 * normal to miss him this much?", "I'm a sales rep so I'm in the car all day, any podcasts?"): the told part and the
 * question apart. Not a sentence that asks from its start ("is it weird that my cat is called Bob?"), nor one whose
 * told part asks too ("my sister, what's her name?" tells nothing), nor a check tagged on ("I'm a nurse, right?").
 */
export function toldBeforeQuestion(sentence: string): { told: string; asked: string } | undefined {
  if (asksFromStart(sentence)) return undefined;
  for (const gap of sentence.matchAll(BEFORE_ASKED)) {
    const told = sentence.slice(0, gap.index).trim();
    const asked = sentence.slice(gap.index + gap[0].length).trim();
    if (!told || !asked || !(looksLikeQuestion(asked) || ASKED_AFTER.test(asked))) continue;
    // ("I told you my job, what is it?" points back at a telling, and tells nothing.)
    // ("Raise a glass with me: to my spouse, whose name is...?": a bid, not a telling.)
    // ("Speaking of school, how is your degree?": a topic turned to, nothing told.)
    return looksLikeQuestion(told) || !/\s/.test(told) || POINTS_BACK.test(told) || opensWithBid(told) || TOPIC_TURNED.test(told) ? undefined : { told, asked };
  }
  return undefined;
}

/** A question in form even without its question mark: "is my sister called Ana", "do you know where I live" (not "have to check ...", "can't stand ..."). */
export function looksLikeQuestion(clause: string): boolean {
  return asksFromStart(clause) || EMBEDDED_QUESTION.test(clause);
}

/** A clause that opens with a question's word: "is my sister called Ana", "where do I live". */
function asksFromStart(clause: string): boolean {
  // "when I've had a rough week nothing beats pho", "when it's been a day like this I want ramen": a "when" followed by its subject is an occasion, not a question.
  return /^(?:remind me|can you remind me|quick question|who|what|whats|what's|wat|wats|wht|when(?!\s+(?:i|i'm|i've|we|we're|we've|my|our|it's been|its been|it has been|things are|work is|the day|the week|life)\b)|where|why|how|which|whose|do|does|did|is|are|am|was|were|can|could|will|would|should|have(?!\s+(?:got\s+)?to\b)|has(?!\s+to\b)|remember|tell me|guess)(?!n't|'t)\b/i.test(clause);
}
