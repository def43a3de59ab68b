/**
 * Whether a message asks about the member themselves ("what's my sister called?", "Did I mention my
 * job to you?", "pop quiz: my occupation. go"), not about Bela ("what's your favourite film?") nor
 * for advice ("should I wear a suit?"). recall-meaning.ts then reads what it asks.
 */
import { KIN_WORDS } from '../../offline-memory/vocabulary';
import { withApostrophes } from '../text-helpers';

/** Words of keeping away from something ("what should I stay away from?", "which food is a no-go for me?", "basically poison for me"): what the member must avoid is a fact about them, not a request for advice. */
export const AVOIDING = /\b(?:avoid\w*|leave out|steer clear|stay away|keep away|stay clear|keep clear|give \w+ a (?:miss|wide berth)|no[- ]go|poison\w*|kryptonite|off[- ]limits|not safe|unsafe|bad for me|react\w*(?: badly)?|makes? me (?:ill|sick|poorly|unwell)|made me (?:ill|sick|poorly|unwell)|disagrees? with me|(?:doesn't|don't|does not|do not) agree with me)\b/;

/** A question about how Bela should talk to the member ("which spelling should you use?", "what tone do I want from you?"). */
export const STYLE_ASKED = /\b(?:tone|spelling|spell|speak to me|talk to me|write to me|write in|with me|your replies|your messages|your answers|reply|replies|emojis?|mood|length|address me|call me|variety of english|dialect)\b/;

/** "How old is Theo?": one of theirs asked about by name, whom the answer must name. */
export const AGE_OF_NAMED = /^\s*[Hh]ow old (?:is|are) (\p{Lu}\p{Ll}+)/u;

/** The nouns of a member's life a terse question may be made of. */
const TERSE_TOPIC = new RegExp(String.raw`\b(?:pets?|species|kids?|children|siblings?|sibs?|${KIN_WORDS})(?:s|'s|s')?(?:\s+names?)?\b|\b(?:job|work|allerg\w*|instrument|hometown|town|city|comfort food|birthday|age)\b`);

/** A question about what Bela should or should not do in her replies: the member's wish, asked back. */
export const CONDUCT_ASKED =
  /\b(?:should(?:n't| not)? you|you should(?:n't| not)?)\b(?:\s+[\p{L}']+){0,4}?\s+(?:suggest\w*|recommend\w*|offer\w*|write|writing|use|using|avoid\w*|leave out|steer clear|call|address|mention|bring up|talk|speak|reply|replying|cook|cooking|make|include|send|spell|put)\b/u;

/**
 * Words that point back at what the member told Bela before ("did I mention", "have you kept",
 * "you've forgotten", "on file", "the names I gave you"): with the member's own words beside them, a
 * question about the member, however it is put ("Do you have a note of what I'm allergic to?").
 */
const TOLD_BEFORE =
  /\b(?:remember\w*|recall\w*|recollect\w*|remind\w*|forg[eo]t(?:ten)?|kno|knw|kept|keep track|kept track|on file|on record|a note|noted|mention\w*|told|informed|brought up|gave (?:you|u|them)|give (?:you|u)|get\s+(?:[a-z']+\s+){0,3}right|said (?:to )?(?:you|u)|shared|no idea|did i (?:ever |already )?(?:tell|mention)|(?:tell|told|telled|say|said)\s+(?:to\s+)?(?:you|u)\s+(?:before|already|earlier)|(?:you|u)\s+to\s+(?:name|list|state|tell me)|(?:you|u) know (?:them|it|that|this|my|what|where|who|which))\b/;
/** A quiz or a bet put to Bela ("pop quiz: my occupation. go", "five quid says you've forgotten ..."): asked, without a question mark. */
const PUT_TO_HER = /\b(?:pop quiz|quiz|bet|betting|says (?:you|u)|prove|name|list|state)\b|[—–-]\s*go\s*[.!]*$|\bgo\s*[.!]*$/;
/** The member's own: "my", "I", "I'm". */
const MEMBERS_OWN = /\b(?:i|i'm|im|i've|ive|my|mine|we|our)\b/;

/** Is the message a question about the member themselves? */
export function asksAboutMember(said: string): boolean {
  const message = withApostrophes(said);
  // "..., if you would?", "thank you": a polite form names Bela without asking about her.
  const text = ` ${message.toLowerCase().replace(/[’]/g, "'")} `.replace(/\b(?:if you (?:would|could|can|will|please|don't mind|do not mind)|would you mind|thank you)\b/g, ' ');
  const toldBefore = TOLD_BEFORE.test(text) && MEMBERS_OWN.test(text) && !/\b(?:your|ur)\b/.test(text);
  const asking = /\?\s*(?:\([^)]*\))?$/.test(message.trim()) || (toldBefore && (PUT_TO_HER.test(text) || /\b(?:what|where|who|which|whose)\b/.test(text))) || /^\s*(?:names? of (?:my|our)|(?:tell|give|remind) me (?:my|our|the name|the names|what|where|who|which)|(?:name|list|state) (?:the|my|our|all|both|what|where|who|which))\b/i.test(message.trim()) || /^\s*(?:what|whats|what's|which|who|whose|where|when|how|do|does|did|am|is|are|was|were|can|remind|tell me|remember|recall|name (?:my|our)|gimme|bet|you know (?:my|what|where|who|which)|any idea|(?:have|has|had|got) (?:i|we)|have i got)\b/i.test(message.trim());
  if (!asking) return false;
  // "which spelling should you use?": how Bela should talk to them is about them too.
  if (STYLE_ASKED.test(text) && /\b(?:should you|you should|do i (?:like|want|prefer)|suits me|from you|with me|to me|for me)\b/.test(text)) return true;
  // "what meat should you never suggest?", "which variety of English should you write in?": what Bela should do for them is their wish.
  if (CONDUCT_ASKED.test(text)) return true;
  // "which state is home?", "when's the move?": a question without a person in it may be about the member too (memoriesAnswering asks more of it).
  const firstPerson = /\b(?:i|i'm|im|i've|ive|my|me|mine|myself|we|our|us)\b/.test(text.replace(/\b(?:tell|show|give) me (?=something|anything|a (?:joke|story|secret|fact)|more about (?:you|yourself|your)\b)/g, ' ')); // ("tell me something fun": no question of theirs)
  // ("pet species + name?", "siblings? names?": a terse question of a few nouns about their life asks about them.)
  const terse = message.trim().split(/\s+/).length <= 5 && TERSE_TOPIC.test(text) && !/\b(?:you|your|u|ur)\b/.test(text);
  // ("how old is Theo?": one of theirs asked about by name.)
  if (!firstPerson) return terse || ((/^\s*(?:what|whats|what's|which|who|whose|where|when)\b/.test(text) || AGE_OF_NAMED.test(message.trim())) && !/\b(?:you|your|u)\b/.test(text));
  // "what do you think I should do?", "should I wear a suit?": advice, not recall.
  // "how do I take my coffee?", "how do I earn my money?" ask about a habit of theirs; "how do I stop panicking?" asks for advice.
  const habit = /\bhow do i (?:usually |normally )?(?:like|love|prefer|take|earn|make (?:my|a) (?:money|living)|spend|relax|unwind|get to|commute|travel|keep fit|exercise)\b/.test(text);
  // "which colour can I not stand?", "what can't I eat?": what they cannot do is a fact about them, not a request for advice.
  const cannot = /\b(?:can't i|cannot i|can i not|can i never)\b/.test(text);
  if (!habit && !cannot && /\b(?:should i|shall i|can i|could i|would i|will i|do you think|what do you think|how do i|how can i|how should i|what should i do|any tips|recommend|suggest|advice)\b/.test(text) && !AVOIDING.test(text) && !/\b(?:eat|call me)\b/.test(text)) return false;
  // "can you tell me the name of our cat?" asks about the member; "can you tell me a joke?" does not.
  const tellMeAboutMine = /\b(?:can|could|would) you (?:please )?(?:tell|remind|say|give) me\b/.test(text) && /\b(?:i|i'm|my|our|we|mine)\b/.test(text.replace(/\b(?:tell|remind|say|give) me\b/, ''));
  if (!tellMeAboutMine && !toldBefore && /\b(?:you|your|u)\b/.test(text) && !/\b(?:do you (?:remember|know|recall)|you remember|you recall|can you remember|did i tell you|should you|you should|you call me|remind me|have i told you|i told you|bet you|you forgot|you can't remember|(?:can|could) you (?:name|recall|list)|you know (?:my|what|where|who|which|when))\b/.test(text) && !STYLE_ASKED.test(text)) return false;
  return true;
}
