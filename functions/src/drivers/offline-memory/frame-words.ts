/**
 * Words the frames of frames.ts read a clause by: how often (a habit) and once (an episode), a verb
 * in the present, an occupation ("I'm a construction worker", by the word lists and compromise's
 * #Actor), and the marks of a message said in jest (irony, a shouted feeling, quoted words, a figure
 * of speech), and the words that show each frame (health, faith, work, study, feelings, origin).
 */
import { mayNameDish, namesFood } from './food-words';
import { EVENTS, FIRM_NO_WORDS, KIN_WORDS, OCCUPATIONS, RELATIONS, SPECIES } from './vocabulary';
import { isOccupationWord, personByNoWork } from './occupation-words';
import { JUDGEMENTS, tagsOf } from './words';

/** How often: a habit ("every year", "on the weekends", "twice a week", "most mornings"). */
export const OFTEN =
  /\b(?:every|each|a lot|lots|always|often|weekly|daily|nightly|regularly|whenever|(?:\d+|one|two|three|four|five|a few|few|several)\s*(?:x|times)\s+(?:a|per|each)\s+(?:day|week|month|year)|(?:once|twice)\s+a\s+(?:day|week|month|year)|on\s+(?:the\s+)?(?:weekends|(?:mon|tues|wednes|thurs|fri|satur|sun)days)|at\s+(?:the\s+)?weekends|most\s+(?:days|weekends|mornings|evenings|nights))\b/i;

/** A span that runs up to now: with "I've", what the member did is still done ("I've played the trumpet since school", "for years"). */
export const LASTING = /\b(?:since|ever since|all my life|my whole life|for (?:\d+|a few|a couple of|two|three|four|five|six|seven|eight|nine|ten|many|several|so many|a long time|ages|years|decades|most of my life))\b/i;

/** A time that makes what the member did once an episode: "last night", "right now", "this morning". */
export const EPISODE = /\b(?:last night|yesterday|this (?:morning|afternoon|evening)|earlier|tonight|today|right now|just now|the other day|ago|last (?:week|weekend|month))\b/i;

/** A verb in the present, as a member says what they do ("see", "dance"), by compromise's reading. */
export function isPresentVerb(word: string): boolean {
  const tags = tagsOf(word);
  return tags.includes('Verb') && (tags.includes('Infinitive') || tags.includes('PresentTense')) && !/s$/i.test(word.replace(/ss$/, ''));
}

/** "I'm a primary school teacher", "i'm a pediatrician", "chef turned firefighter": an occupation. */
export function isJob(text: string): boolean {
  // "Nurse in Houston", "a welder": an occupation with the subject left out.
  // ("head chef now": a time said after it is no part of the job.)
  const bare = /^(?:a\s+|an\s+)?((?:[\p{L}-]+\s+){0,2}[\p{L}-]+?)(?:s)?(?:\s+(?:in|at|for|by|from|on)\b.*)?$/iu.exec(text.replace(/\s+(?:now|these days|currently|nowadays)$/i, ''));
  // (Said bare, only the vocabulary's jobs: "mate", a ship's officer to WordNet, is who is spoken to.)
  if (bare && OCCUPATIONS.has(bare[1]!.toLowerCase().split(/\s+/).pop()!) && !bare[1]!.split(/\s+/).some((word) => JUDGEMENTS.test(word))) return true;
  const match = /^(?:i'm|im|i am|i've been|ive been|i have been|i work as|i'm working as|i became|(?:i\s+)?(?:just\s+)?started as|i'm starting as|now)\s+(?:now\s+|also\s+|currently\s+|still\s+|just\s+)?(?:(?:a|an|the)\s+)?((?:[\p{L}\p{N}-]+\s+){0,3}[\p{L}-]+)/iu.exec(text) ?? /^((?:[\p{L}-]+\s+){0,2}[\p{L}-]+)(?:\s+turned\s+|\s+by\s+(?:trade|day)\b)/iu.exec(text);
  if (!match) return false;
  const words = match[1]!.toLowerCase().split(/\s+/);
  if (/^(?:the)$/.test(words[0]!) || /\b(?:of|in)\s+(?:\w+ing)\b/i.test(text) || words.some((word) => JUDGEMENTS.test(word))) return false;
  // "pediatrician", "cardiologist", "psychiatrist": a profession by its ending.
  if (words.some((word, i) => (isOccupationWord(word) || isOccupationWord(word.replace(/s$/, '')) || /\w{3,}(?:ician|ologist|iatrist|otherapist)$/.test(word)) && (i === words.length - 1 || !/^(?:of)$/.test(words[i + 1]!)))) return true;
  // "a construction worker", "an animal activist", "a captain": the head of the noun phrase is a person by their work (compromise's #Actor).
  if (!/^(?:i'm|im|i am|i've been|ive been|i have been|i work as|i'm working as|i became|now)\s+(?:\w+\s+)?(?:a|an)\s/i.test(text)) return false;
  const head = words.findIndex((word, i) => i === words.length - 1 || /^(?:at|in|for|with|from|on|and|but|so|who|since)$/.test(words[i + 1]!));
  // ("a loser", "a total optimist", "a survivor": WordNet knows them as people under no class of work, said with no
  // noun before them as "dog walker" has: who someone is, not a job.)
  const judged = head >= 0 && personByNoWork(words[head]!) && words.slice(0, head).every((word) => tagsOf(word).includes('Adjective') || /^(?:total|complete|real|such|bit|of|huge|big|massive|a|an)$/.test(word));
  return head >= 0 && isActor(words[head]!) && !judged;
}

/** People by what they are rather than what they do: compromise tags them #Actor too. */
export const PERSON_NOUNS = /^(?:man|woman|person|guy|girl|boy|lady|gentleman|kid|adult|human|lover|fan|addict|nerd|geek|genius|hero|fool|saint|champion|leader|parent|member|owner|veteran|mess|legend|idiot|beginner|expert|fanatic|enthusiast|junkie|snob|buff|freak|homebody|introvert|extrovert)$/;

/** A noun compromise knows as a person by their work ("worker", "activist", "captain"), not kin nor pet. */
export function isActor(word: string): boolean {
  if (word.length < 4 || PERSON_NOUNS.test(word) || RELATIONS[word] || SPECIES[word]) return false;
  const tags = tagsOf(word);
  return tags.includes('Actor') && !tags.includes('Verb') && !tags.includes('Adjective');
}

// ——— what is not the member telling a fact ———
/** Irony and jokes said as such: "wow, can't wait", "nothing I love more than", "lol jk". */
export const IRONY =
  /^(?:wow|oh yeah|oh yes|ah yes|yeah right|oh joy)\b[\s,!.]|🙄|😒|\b(?:nothing i (?:love|like|enjoy) more|(?<!there's |there is )nothing like|(?:truly )?living the dream|married to (?:my|the) (?:job|work|phone|laptop|desk|sofa|couch|bed|gym|office)|dream come true|what a (?:joy|treat|dream)|said no one ever|jk|just kidding|kidding|only joking|obviously|explains a lot|i'll see myself out|at this point)\b/i;
/** A word in capitals for emphasis beside a feeling: "SO thrilled", "I LOVE taxes". */
export const SHOUTED_FEELING = /\b(?:SO|LOVE|ADORE|THRILLED|GREAT|BEST|FUN|AMAZING|REALLY)\b/;
/** Quoted words: 'never trust a man...', "I'm moving". */
// Someone's words have three words or more, or a person in them ("I'm moving"); scare quotes ("smoke break") do not.
// (An apostrophe inside a word, "I've", is no closing quote.)
const IN_QUOTE = String.raw`(?:[^'"’”]|(?<=\p{L})['’](?=\p{L}))`;
export const QUOTED = new RegExp(
  String.raw`(?:^|[\s(:])['"‘“](?=${IN_QUOTE}*?(?:\b(?:i|i'm|you|we|my|me|he|she|they)\b|[^'"’”\s]+\s+[^'"’”\s]+\s+[^'"’”\s]))${IN_QUOTE}{3,}['"’”](?=$|[\s,.!?;:)])`,
  'iu',
);

const QUOTED_EVERYWHERE = new RegExp(QUOTED.source, 'giu');
/**
 * The message with someone's words in quotes left out ("'Hi I'm Bongani, I'm 29' — that's the
 * example profile", "my mum says 'you'll catch your death' but I'm a nurse"): what the member says
 * around them is still read. (A title in quotes, every word capitalised, stays.)
 */
export function withoutSomeonesWords(message: string): string {
  return message.replace(QUOTED_EVERYWHERE, (quote) => (/["“](?:\p{Lu}[\p{L}'-]*[\s,:]*){1,8}["”]/u.test(quote) ? quote : `${/^[\s(:]/u.test(quote) ? quote.charAt(0) : ''}that`));
}

/** "my girlfriend Mei and I", "Felix and I": the member with one of theirs, as the subject (a name keeps its capital: no "i" flag). */
export const TOGETHER = /^(?:(?:[Mm]y|[Oo]ur|MY|OUR)\s+(?:[\p{L}'-]+\s+){1,3}|\p{Lu}\p{Ll}+\s+)(?:and|AND)\s+(?:[Ii]|[Mm]e|ME)\s+(?=\S)/u;
// The same as a memory says it, read back in the first person: "I and Felix ...".
export const I_AND = /^(?:[Ii]|[Mm]e)\s+(?:and|AND)\s+(?:(?:[Mm]y|[Oo]ur)\s+(?:[\p{L}'-]+\s+){0,2}[\p{L}'-]+\s+|\p{Lu}\p{Ll}+\s+)(?=(?:are|am|have|'ve|will|'ll|were|booked)\b)/u;

/** "my old roommate has a cat named Pickles": one of the member's people who has a pet (theirs, not the member's; a partner's or a child's is the household's). */
export const HOUSEHOLD_KIN: ReadonlySet<string> = new Set(['partner', 'husband', 'wife', 'boyfriend', 'girlfriend', 'fiancé', 'fiancée', 'spouse', 'son', 'daughter', 'child', 'baby', 'twin']);
export const OWNS_A_PET = new RegExp(`^\\s*(?:[\\p{Lu}][\\p{L}'-]+\\s+)?(?:has|had|'s got|has got|got|owns|just got|adopted)\\s+(?:a|an|two|three|\\d+)\\s+(?:[\\p{L}-]+\\s+){0,2}?(?:${Object.keys(SPECIES).join('|')})s?\\b`, 'iu');

/** "Also a barn cat, Duchess" (read as "a barn cat called Duchess"): one of theirs in a list of what they have. */
export const BARE_NAMED = new RegExp(`^(?:a|an|one)\\s+(?:[\\p{L}-]+\\s+){0,2}?(?:${KIN_WORDS})\\s+(?:called|named)\\s+\\p{Lu}[\\p{L}'-]*(?=\\s*(?:[,.!?;]|$)|\\s+(?:who|which|and)\\b)`, 'iu');
/** "i do overnight shifts as a pharmacist", "I pull night shifts at the hospital": shifts worked are a job. */
export const SHIFTS_AS_A_JOB = /^(?:i|we)\s+(?:do|pull|work|cover)\s+(?!(?:the\s+)?same\b|extra\b|different\b|each\b)(?:[\p{L}\d-]+\s+){0,2}shifts?\b/iu;

/** "married to my job", "in a relationship with my bed": a person's bond with a thing is a figure of speech. */
export const FIGURATIVE = /\b(?:married to|in a relationship with|in love with|dating|engaged to)\s+(?:my|the|this)\s+(?!(?:wife|husband|partner|girlfriend|boyfriend|fianc\w*|best friend|high school|college|childhood)\b)[\p{Ll}]/u;

export const FUTURE_WHEN = /\b(?:when|once|after|before)\s+(?:i|we)\s+(?:grow up|retire|have|get(?!\s+(?:home|back|up|in|off|out)\b)|am|'m|finish|win|become|move|can|make)\b/i;

/** Irony said with its markers, a feeling shouted ("I LOVE doing taxes"), or quoted words: the message tells no fact as it stands. */
/** "nothing beats a Monday meeting" is irony; "nothing beats a bowl of pho" is not: a food is said sincerely. */
const NOTHING_BEATS = /\bnothing\s+(?:beats|compares\s+to|(?:[\p{L}'-]+\s+){1,3}?(?:quite\s+)?like)\s+(.+)$/iu;

/** "a parrot named Kiwi who says "hello darling"": what an animal or someone says in quotes is not the member's words. */
const SAID_IN_QUOTES_BY_ANOTHER = /\b(?:who|which|that|he|she|it)\s+(?:says|said|goes|went|shouts|yells|squawks|sings|repeats)\s+["“][^"”]*["”]/giu;
/** "Watched a reality show where a bride called Carla got married": what happens in a story is no one's news. */
// ("In the novel I'm reading, the detective lives on a houseboat": the same, told of the story they are in the middle of.)
const A_STORY_TOLD = /\b(?:show|film|movie|series|episode|documentary|book|novel|video|tiktok|podcast|soap)\s+(?:where|in which|about|(?:(?:that|which)\s+)?(?:i'm|i am|im|i've been|we're|we are)\s+(?:\p{L}+\s+)?(?:reading|watching|bingeing|binging|listening to))\b/iu;
/** "I play the air guitar professionally": a joke of a skill. */
export const JOKE_SKILL = /\bair[\s-]+(?:guitar|drums?)\b|\bguitar\s+hero\b/i;
/** "my husband is Chris Hemsworth, he just doesn't know it yet": a wish said as a joke. */
const NOT_KNOWN_YET = /\b(?:he|she|they)\s+(?:just\s+)?(?:doesn't|don't|does not|do not)\s+know\s+(?:it|that)\s+yet\b/i;

export function saidInJest(message: string): boolean {
  const beating = NOTHING_BEATS.exec(message);
  const beaten = beating?.[1];
  // ("nothing cheers me up like my dog": one of their own is said sincerely; so is a dish said before, "jollof rice at mum's, nothing fixes me like it".)
  const dishBefore = /^(?:it|them|'em|em|that|this)\b/i.test(beaten ?? '') && namesFood(message.slice(0, beating!.index));
  if (beaten !== undefined && !dishBefore && !mayNameDish(beaten.split(/[.!?,]/)[0]!) && !/^(?:my|our)\s/i.test(beaten)) return true;
  // (A title in quotes, every word capitalised, is no one's words: the rolls in "Foggy Mountain Breakdown".)
  const unquoted = message.replace(SAID_IN_QUOTES_BY_ANOTHER, '').replace(/["“](?:\p{Lu}[\p{L}'-]*[\s,:]*){1,8}["”]/gu, 'it');
  return IRONY.test(message) || QUOTED.test(unquoted) || A_STORY_TOLD.test(message) || JOKE_SKILL.test(message) || NOT_KNOWN_YET.test(message) || (SHOUTED_FEELING.test(message) && /\b(?:love|adore|thrilled|great|fun|amazing|can't wait|cant wait)\b/i.test(message));
}

/** "<thing> is my favourite <kind>": the subject is the member's favourite. */
export const FAVOURITE_OF = /\b(?:is|are|'s)\s+(?:(?:definitely|probably|basically|literally|honestly|totally|absolutely|officially|still|always|kinda|kind of|sort of)\s+)?my\s+(?:all[- ]time\s+|absolute\s+|number one\s+|ultimate\s+|top\s+|biggest\s+|forever\s+|one true\s+)?(?:favou?rite|fave|fav|preferred|passion|go-to|weakness|comfort (?:food|meal|dish|snack|drink|show|film|movie|book|read)|guilty pleasure|jam|obsession)\b/i;

/**
 * "you can't beat a Sunday roast", "when I'm tired nothing beats a bowl of pho": a favourite said as an
 * idiom ("nothing beats ..." of anything but a food is read as irony by saidInJest: "nothing beats a
 * Monday meeting").
 */
/**
 * What the member keeps away from: "peanuts are a no go for me", "pork is off the menu for us",
 * "shellfish makes me really ill", "I stay away from dairy", "I must be careful with the kiwi fruit" (a food:
 * not "with money", frames.ts), "I must avoid mushrooms". The thing is the one group that matched: the
 * first (said first), the second (careful with), the third (avoid) or the fourth (stay away from).
 */
export const NO_GO_FOR_ME =
  new RegExp(String.raw`^((?:[\p{L}'-]+\s+){0,7}?[\p{L}'-]+)\s+(?:(?:is|are)\s+(?:a\s+)?(?:total\s+|complete\s+|hard\s+|big\s+)?(?:no[- ]go|no[- ]no|off[- ]limits|off the menu|off the table)\s+for\s+(?:me|us)|(?:is|are)\s+(?:a\s+)?(?:${FIRM_NO_WORDS})\s+no\s+for\s+(?:me|us)|(?:is|are)\s+my\s+(?:allergy|allergies|kryptonite)|(?:makes?|made)\s+me\s+(?:really\s+|so\s+|very\s+|properly\s+)?(?:ill|sick|poorly|unwell|bloated|break out|come out in hives))\b|^(?:i|we)\s+(?:must|have to|need to|gotta|got to)\s+(?:to\s+)?be\s+(?:very\s+|really\s+|super\s+)?careful\s+with\s+(?:the\s+)?((?:[\p{L}'-]+\s+){0,2}?[\p{L}'-]+)$|^(?:i|we)\s+(?:must|have to|need to|gotta|got to)\s+avoid\s+(?!(?:it|them|that|this|those|him|her|me|us|people|my|our|his|their)\b)((?:[\p{L}'-]+\s+){0,2}?[\p{L}'-]+)$|^(?:i|we)\s+(?:always\s+|try to\s+)?(?:stay|keep|steer)\s+(?:well\s+)?(?:away|clear)\s+(?:from|of)\s+(?!(?:it|them|that|this|those|him|her|me|us|people|my|our|his|their)\b)((?:[\p{L}'-]+\s+){0,2}?[\p{L}'-]+)$`, 'iu');

/** "i am a skateboarder", "I'm a keen runner": what the member does for fun, said as who they are (never a word that is also a job). */
export const PASTIME_AGENT = /^(?:i'm|im|i am)\s+(?:a|an)\s+(?:(?:keen|avid|big|huge|passionate|casual|amateur|serious|committed|lifelong|total|massive|obsessive|occasional|regular|bit of a)\s+)*(runner|jogger|swimmer|climber|boulderer|surfer|skier|skater|skateboarder|snowboarder|hiker|rambler|cyclist|gamer|knitter|crocheter|quilter|birder|bird-?watcher|golfer|bookworm|reader|collector|foodie|gym-?goer|angler|yogi)\b(?!\s+(?:by|at|for)\b)/i;

export const UNBEATEN = /^(?:(?:(?:when|whenever|after)\s+[^,]+?|on\s+an?\s+[^,]+?),?\s+(?=nothing\b|there's\s+nothing\b|there\s+is\s+nothing\b))?(?:(?:honestly|tbh|seriously|ngl),?\s+)?(?:(?:you\s+)?can'?t\s+beat|nothing\s+beats|(?:there's|there\s+is)\s+nothing\s+(?:quite\s+|in\s+(?:this|the)\s+world\s+)?like|nothing\s+compares\s+to|nothing\s+(?:hits|comforts|restores|cheers|picks|warms|fixes|sorts|helps|soothes|lifts|calms|cures|heals)\s+(?:[\p{L}'-]+\s+){0,4}?(?:quite\s+)?like|(?:there's|there\s+is)\s+nothing\s+(?:more\s+comforting|better|nicer|more\s+soothing)(?:\s+[^,.!?]{0,30}?)?\s+than)\s+(?!(?:it|them|'em|em|that|this|those)\b)(\S.*)$/iu;

/** Comfort said as such: a verb of comfort ("nothing cheers me up like"), or a low moment said first ("when I'm feeling low, there's nothing like"). */
const COMFORTING = /\b(?:when|whenever|after)\s+(?:i'm|i am|im|i feel|i'm feeling|i get|i've had|ive had)\s+(?:\p{L}+\s+)?(?:sad|down|low|blue|tired|stressed|homesick|ill|sick|wiped out|knackered|exhausted|drained|shattered|fed up|hungover|run down|rough|rubbish|crap|poorly|under the weather)\b|\bnothing\s+(?:comforts|restores|cheers|picks|warms|fixes|sorts|helps|soothes|lifts|calms|cures|heals)\b|\bnothing\s+more\s+(?:comforting|soothing)\b|^(?:when|whenever|after)\s+.*\b(?:sad|down|low|blue|tired|stressed|homesick|ill|sick|rough|bad|hard|long|grim|spirits)\b/iu;

/**
 * What an idiom of a favourite keeps: "Their comfort food is a big bowl of pho." when it comforts
 * (and names no one of theirs: "nothing cheers me up like my dog" stays as said), else
 * "For them, you can't beat a Sunday roast."
 */
export function unbeatenSaid(text: string, thing: string): string {
  // ("a bowl of ramen when I'm wiped out": the dish, without when.)
  // ("nothing fixes a bad day like a long walk": a comfort, but no food.)
  if (COMFORTING.test(text) && !/^(?:my|our|his|her|their|a walk|walking|\p{L}+ing)\b/iu.test(thing) && (namesFood(thing) || mayNameDish(thing))) return `${thing.replace(/\s+(?:when|whenever|after)\b.*$/i, '')} is my comfort food`;
  return /^(?:my|our)\b/i.test(thing) && COMFORTING.test(text) ? text : `for them, you can't beat ${thing}`;
}

/** "my favourite ice cream flavour is chocolate", "my dream car is a Rolls Royce": the member's favourite, named after its noun. */
export const FAVOURITE_MINE = /^(?:my|our)\s+(?:all[- ]time\s+|absolute\s+|very\s+|ultimate\s+|top\s+|number one\s+)?(?:favou?rite|fave|fav|dream|go-to|comfort)\s+(?!part\b|bit\b|moment\b|scene\b|episode\b)((?:[\p{L}-]+\s+){0,3}?[\p{L}-]+)(?:\s+to\s+[\p{L}]+)?\s+(?:is|are|has to be|would be|=)\s+(?!(?:my|your|his|her|their)\b(?!\s+[\p{L}]+'s\s))\S/iu;

/** "my hobbies are chess and hiking", "My principal pleasures are bridge and the crossword": what they like to do, listed. */
export const PASTIMES_MINE =
  /^(?:my|our)\s+(?:(?:one|main|principal|biggest|great|real|current|only|two|three|few)\s+){0,2}(?:hobbies|hobby|interests|passions|pleasures|loves|pastimes|favou?rite things|fave things|fav things|favou?rite pastimes)(?:\s+(?:outside|besides|apart from|other than)\s+(?:[\p{L}'-]+\s+){0,2}?[\p{L}'-]+)?\s+(?:are|is|include|would be|=|:)\s+\S/iu;

/** A life event of one of the member's people, told in the past: it stays part of their story. */
export const OWN_LIFE_EVENT =
  /^\s*(?:\p{Lu}\p{Ll}+\s+)?(?:just\s+|recently\s+|sadly\s+)?(?:passed away|passed on|passed|died|left(?:\s+(?:me|us|home|with|for))|walked out|moved out|moved in with|(?:was|got|has been|had been) (?:diagnosed|adopted|deployed|born)|got (?:married|engaged|divorced|remarried|sober)|divorced|remarried|had (?:a|an|her|his|their) (?:baby|stroke|heart attack|operation|surgery|twins))\b/iu;

// ——— the words of each frame (frames.ts) ———
/** "I worry about her every single shift", "I pray for him on his night shifts": a feeling for someone, not the member's job. */
export const FEELING_FOR_SOMEONE = /^(?:i|we)\s+(?:always\s+|still\s+|just\s+)?(?:worry|worried|pray|prayed|think|thought|miss|missed|fret|panic|wait up)\s+(?:about|for|of|on)\s+(?:her|him|them|my|our)\b/i;
/** "I ran into my old teacher at the bakery", "we popped into the shop": a workplace visited, not worked at (unless a job is named). */
export const PLACE_VISITED = /^(?:i|we)\s+(?:just\s+)?(?:met|saw|bumped|ran into|went|popped|stopped|bought|grabbed|queued|walked|dropped|picked)\b(?![^.!?]*\b(?:job|career|profession|for a living|shifts?)\b)/i;
/** Health and diet the member may volunteer (the privacy page's rule: decision record 0031). */
export const HEALTH =
  /\b(?:allergic|allergy|allergies|epi-?pens?|inhalers?|insulin|intolerant|intolerance|coeliac|celiac|diabetic|diabetes|asthma|asthmatic|epilepsy|epileptic|ibs|crohn's|gluten[- ]free|dairy[- ]free|lactose|vegan|vegetarian|veggie|pescatarian|pescetarian|kosher|halal|keto|paleo|teetotal|sober|diet|fodmap|anaemic|anemic|migraines?|adhd|autistic|autism|dyslexic|dyslexia|deaf|blind|wheelchair|cancer|arthritis|(?:high|low) blood pressure|hypertension|heart condition|cholesterol|thyroid|osteoporosis|parkinson's|multiple sclerosis|copd|long covid|fibromyalgia|endometriosis|pcos|eczema|psoriasis|tinnitus|anxiety|depression|ptsd|ocd|bipolar|dementia|insomnia|pregnant|broken (?:arm|leg|wrist|ankle|foot|hand|collarbone|rib|ribs|toe|finger|nose)|sprained (?:ankle|wrist)|torn (?:acl|ligament|hamstring)|slipped disc|bad back)\b/i;
/** "I don't eat much these days": how much or when they eat is no diet. */
export const EATS_HOW_MUCH = /\b(?:eat|drink)\s+(?:much|a lot|enough|well|properly|any more|anymore|that much|out|at all|before|after|late|early)\b/i;
export const DIET_NEGATED = /\b(?:don't|do not|dont|can't|cannot|cant|never|won't|wont)\s+(?:eat|drink|touch|do|have|take|go near)\b/i;
export const FAITHS = /\b(?:sikh|muslim|christian|catholic|jewish|hindu|buddhist|atheist|agnostic|mormon|protestant|orthodox|quaker|pagan|jain)\b/i;
export const WORK_NOUNS =
  /\b(?:job|jobs|career|profession|trade|shift|shifts|for a living|employer|office|company|firm|business|clinic|hospital|ward|school|factory|warehouse|restaurant|cafe|café|bakery|brewery|pharmacy|shop|store|bank|agency|salon|startup|start-up|navy|army|air force|military|retired|freelance|self-employed|stay at home|stay-at-home|part[- ]time|full[- ]time|night shift|apprentice|apprenticeship|internship|promotion|promoted|hired|boss)\b/i;
export const STUDY_NOUNS =
  /\b(?:student|degree|college|university|uni|school(?!\s+(?:run|runs|gates?|pick-?ups?|drop-?offs?|holidays?|uniforms?|shoes|bags?|trips?|fees|play|concert|nativity|orchestra|band|choir|team|teams|friends?))|phd|masters|master's|bachelor's|course|classes|semester|freshman|sophomore|junior|senior year|first year|second year|final year|a level|a-level|gcse|gcses|dissertation|thesis|majoring|minoring|majored|(?:my|a|\w+) major(?= in| at|$)|exam|exams|high school|junior high|middle school|primary school|elementary school|secondary school|kindergarten|preschool|grad school|med school|law school|grade|year \d+|year (?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen)|sixth form|apprenticeship|bootcamp)\b/i;
// ("a bit of a Tolkien nerd", "a total coffee snob": a taste said as who they are, with the thing before it.)
export const FEEL_NOUNS =
  /(?<=[a-z]\s)(?:nerd|geek|buff|fanatic|junkie|snob)\b|\b(?:favou?rite|fave|fav|go-to|obsessed|addicted|hooked|into|fan|(?:my|a|real|true|big) passion|weakness|guilty pleasure|comfort (?:food|meal|dish|snack|drink|show|film|movie|book|read)|can't stand|cannot stand|cant stand|can't live without|preferred|obsession|afraid of|scared of|terrified of)\b/i;
export const ORIGIN = /\b(?:from|grew up|raised|born)\b/i;

/** "long day at school", "rough week at work": a comment on the time it has been, not a fact about the member. */
export const COMMENT_ON_TIME = /^(?:(?:a|another|such a|what a)\s+)?(?:long|busy|hard|rough|tough|crazy|good|great|bad|fun|lovely|awful|terrible|quiet|slow|mad|hectic|stressful|exhausting|brutal)\s+(?:day|week|night|morning|afternoon|evening|shift|weekend|one)\b/i;

/** "lead investor Greg allergic to shellfish": a person named after a few words of who they are is the clause's subject. */
export const SOMEONE_NAMED_FIRST = /^(?:\p{Ll}[\p{L}-]*\s+){1,3}\p{Lu}\p{Ll}+\s+(?:is\s+|'s\s+)?(?:allergic|intolerant|works|lives|loves|hates|has|had|plays|teaches)\b/u;

/** "we're in Braga now, closer to the school": a fragment that says more of what was just said (nearer, cheaper, bigger) is no fact of its own. */
export const SAID_OF_THE_LAST = /^(?:(?:a\s+(?:bit|lot)|much|way|even|so)\s+)?(?:closer|nearer|further|farther|near|close|next|right)\s+(?:to|by|from)\b|^(?:(?:a\s+(?:bit|lot)|much|way|even)\s+)?\p{L}+er\s+than\b/iu;

/**
 * "today year 9 were feral", "this morning the 8:15 train was cancelled": a subject of its own, of
 * one to three words, after a word of time (an event told of something else; without the word of
 * time, "cello practice is on Tuesdays" may well be the member's). Not a doing said as the subject
 * ("living in Leeds is great"), a state ("allergic to peanuts is no fun") nor one with the member in it.
 */
export const OWN_SUBJECT =
  /^(?:today|tonight|yesterday|this (?:morning|afternoon|evening|week)|last (?:night|week))\s+(?!\p{L}+ing\b)((?!(?:i|me|my|we|our|us)\b)[\p{L}\d:'-]+)\s+(?:(?!(?:i|me|my|we|our|us)\b)[\p{L}\d:'-]+\s+){0,2}(?:is|was|are|were|has been|had been|have been)\s+(?!\p{L}+ing\b)/iu;

/** "our little orchestra has a concert in March", "my team has a final on Sunday": an event of a group the member belongs to (with its date, a plan of theirs). */
export const GROUP_EVENT = new RegExp(
  String.raw`^(?:my|our)\s+(?:[\p{L}-]+\s+)?(?:band|choir|orchestra|team|club|class|crew|squad|troupe|ensemble|quartet|trio|company)\s+(?:has|have|has got|'s got|is having|are having|is playing|are playing|plays|play)\s+(?:(?:a|an|the|its|their|our|another|one more)\s+)?(?:[\p{L}-]+\s+)?(${[...EVENTS].join('|')})\b`,
  'iu',
);

/** "wedding in June", "interview on Friday": an event said first, with no verb of its own after it. */
export const EVENT_FIRST = new RegExp(String.raw`^(?:${[...EVENTS].join('|')})\s+(?!is\b|are\b|was\b)`, 'i');
