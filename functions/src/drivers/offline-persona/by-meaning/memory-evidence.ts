/**
 * What in a memory's words shows what a question asks (recall-meaning.ts): a frame whatever kind it
 * was filed under (work, a home, a liking), a dislike or a thing avoided, a household, an age, a job
 * of someone else's or of the past.
 */
import type { MemoryKind } from '@bela/contracts/memories';
import { OCCUPATIONS } from '../../offline-memory/vocabulary';

/** A memory of what the member keeps away from or cannot have: never the answer to what they like best ("you can't beat pho" is a favourite). */
export const AVOIDED_IN_MEMORY = /\b(?:allergic|allergy|intoleran\w*|can't(?!\s+beat\b)|cannot|can not|don't|do not|doesn't|never|avoid\w*|hate|hates|dislike\w*|loathe\w*|detest\w*|no[- ]go|off the menu|off-limits)\b/i;
/** What the member dislikes, also as texted ("cant stand mushrooms", "dont like olives"). */
export const DISLIKED_IN_MEMORY = new RegExp(String.raw`${AVOIDED_IN_MEMORY.source}|\b(?:cant|dont|doesnt)\s+(?:stand|like|eat|bear)\b`, 'i');
/** A memory of what the member loves or likes (for a question about what they hate, the opposite). */
// ("like" only as a verb: "a rash from nickel, like cheap earrings" likes nothing.)
export const LIKED_IN_MEMORY = /\b(?:love|loves|(?<=\b(?:they|i|we|really|also|still|just|kinda|do)\s)like|likes|enjoy|enjoys|adore|adores|favou?rite|fave|fan|comfort|go-to|passion|obsessed)\b/i;
/** Who a member lives with, by the relations that share a home. */
export const HOUSEHOLD = /\b(?:roommate|room-mate|flatmate|flat-mate|housemate|house-mate|partner|husband|wife|boyfriend|girlfriend|fianc[ée]e?|parents|mum|mom|dad|kids|children|family)\b/i;

export const WORK_WORDS = new RegExp(`\\b(?:work|works|working|job|business|shop|company|firm|employ\\w*|career|teach|teaches|taught|teaching|in charge of|class|pupils|patients|${[...OCCUPATIONS].join('|')})s?\\b`, 'iu');
/** A trade said by what the member does: "They deliver mail.", "They drive a taxi at night.", "They run a bakery.". */
export const TRADE_DONE = /\b(?:deliver|delivers|delivering)\s+(?:the\s+)?(?:mail|post|parcels?|packages?|pizzas?|food|groceries)\b|\b(?:drive|drives|driving)\s+(?:a|an|the)?\s*(?:taxi|cab|bus|buses|truck|lorry|van|ambulance|forklift|tractor|train|uber)\b|\b(?:sell|sells|selling)\s+(?:cars|houses|insurance|homes|real estate|phones)\b|\b(?:cut|cuts|cutting)\s+hair\b|\b(?:repair|repairs|fix|fixes|fixing)\s+(?:cars|boilers|phones|computers|bikes|roofs)\b|\b(?:run|runs|manage|manages|own|owns)\s+(?:a|an|the|my|our|their)\s+(?:[\p{L}-]+\s+)?(?:shop|store|cafe|café|restaurant|bakery|bar|pub|business|salon|farm|company|clinic|garage|team)\b/iu;
/** "because Sabine has got a new job there", "he's just got a job": someone else's job, in a memory of the member's. */
export const OTHERS_JOB = /\b(?:he|she|he's|she's|\p{Lu}\p{Ll}+(?:'s)?)\s+(?:has\s+|had\s+|just\s+|now\s+)*(?:got|found|started|landed|took)\s+(?:there\s+|here\s+)?(?:a|an|the|his|her)\s+(?:new\s+)?(?:job|post|position|role)\b/u;
/** A job the member had, not the one they have. */
export const FORMER_WORK = /\b(?:used to be|used to work|ex-\p{L}|formerly|previously)/iu;
/** "at Google", "for Acme": an employer's name. Case matters here ("at weekends" names none). */
export const AT_A_NAME = /\b(?:at|for)\s+\p{Lu}/u;

/** What in a memory's words shows a frame, whatever kind it was filed under. */
export const EVIDENCE: Partial<Record<MemoryKind, { test: (text: string) => boolean }>> = {
  work: { test: (text) => WORK_WORDS.test(text) || AT_A_NAME.test(text) || TRADE_DONE.test(text) },
  // ("from" only of a person: chocolates sent down from Inverness say nothing of a home.)
  places: /\b(?:live|lives|living|moved|moving|relocat\w*|settled|based|home|grew up)\b|\b(?:are|is|am|come|comes|came|originally|[’']re)\s+from\b/i,
  likes: /\b(?:love|loves|like|likes|enjoy|enjoys|favou?rite|fave|fav|fan|into|hate|hates|play|plays|taken up|took up|take up|picked up|got into|getting into)\b/i,
  plans: /\b(?:on|in)\s+(?:the\s+)?\d|\b(?:tomorrow|tonight|next|weekend)\b/i,
  identity: /\b(?:allergic|intolerant|vegan|vegetarian|\d+ years old|name)\b/i,
};

/** The member's age, stated: "They're 71 and retired now.", "They are 34 years old.", "They turned 40 in May." */
// (Of one of theirs too: "Their son Theo is 3", "Lena (7)".)
export const AGE_STATED = /\b(?:they're|they’re|they are|i'm|i am|aged?|turn(?:ed|s|ing)?|(?:is|was)(?:\s+now|\s+just)?)\s+(?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\b(?!\s*(?:%|percent|am|pm|o'clock|minutes?|hours?|days?|weeks?|months?|km|miles?|kg|feet|ft|cm|times|:|\.\d))|\b\d{1,3}\s*(?:years? old|yo|y\/o)\b|\b\p{Lu}\p{Ll}+\s*\(\d{1,2}\)/iu;

/**
 * What shows each frame that shares the identity kind with others: "What health condition do I have?"
 * is not answered by "Their name is Graham.", though both are filed under identity.
 */
export const SHARED_KIND_EVIDENCE: Partial<Record<string, RegExp>> = {
  name: /\b(?:name|go by|goes by|call (?:them|me)|called)\b/i,
  age: /\b(?:\d+|years? old|aged?|birthday|turn(?:s|ed|ing)?|born)\b/i,
  health: /\b(?:allerg\w*|intoleran\w*|vegan|vegetarian|pescatarian|diabet\w*|asthma\w*|coeliac|celiac|halal|kosher|diet\w*|condition|disease|syndrome|disorder|ibs|adhd|autis\w*|epilep\w*|migraines?|pregnan\w*|injur\w*|broken|eat|eating|avoid\w*|ill|sick|illness|cancer|tumou?r|surgery|operation|stroke|heart attack|covid|flu|depress\w*|anxiety|recover\w*|treatment|chemo\w*|therapy|no go|off the menu|sober|faith|muslim|jewish|hindu|sikh|christian|catholic|buddhist)\b/i,
  origin: /\b(?:from|born|grew up|raised|originally|native|heritage)\b/i,
};
/** How a memory says they travel: "They ride the bus to school.", "They walk 3 miles to work.". */
export const TRAVELS_BY = /\b(?:ride|rides|riding|drive|drives|driving|walk|walks|walking|cycle|cycles|cycling|bike|bikes|biking|bus|train|tube|metro|subway|tram|scooter|ferry|carpool\w*)\b/i;
