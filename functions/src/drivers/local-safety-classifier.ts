/**
 * Offline SafetyClassifier in English: curated phrases over normalised text, for the categories the
 * moderation endpoint reports. Suicidal ideation and self-harm lean towards flagging (a needless
 * referral costs little, a missed one a lot) after removing idioms that only look alarming ("suicide
 * squad", "ran 10 kms"). The others flag what a message asks for or means to do, not the words it
 * uses: sexual words aimed at a child, a plan to hurt a named person, a request to bully or to build
 * a weapon; a parent's "my kid's school play", "this workout is killing me" or a member telling of
 * abuse they lived through pass (the corpus in local-safety-classifier.corpus.ts holds both kinds).
 */
import type { SafetyClassifier, SafetyFlag, SafetyVerdict } from '../ports/chat-model';

type SelfHarmCategory = 'suicide' | 'self-harm';
type Category =
  | SelfHarmCategory
  | 'self-harm/instructions'
  | 'sexual/minors'
  | 'harm-to-others'
  | 'harassment'
  | 'hate'
  | 'violence'
  | 'illicit'
  | 'sexual'
  | 'abuse-disclosure';

/** The action each category leads to (ports/chat-model.ts). */
const FLAG_OF: Record<Category, SafetyFlag> = {
  suicide: 'self-harm',
  'self-harm': 'self-harm',
  'self-harm/instructions': 'self-harm-instructions',
  'sexual/minors': 'sexual-minors',
  'harm-to-others': 'harm-to-others',
  harassment: 'harassment',
  hate: 'hate',
  violence: 'violence',
  illicit: 'illicit',
  sexual: 'sexual',
  'abuse-disclosure': 'depicted-harm',
};

const ME = '(?:my ?self|myslef|mysefl|meself|me self)';

const RULES: { category: SelfHarmCategory; pattern: RegExp }[] = [
  { category: 'suicide', pattern: /\b(?:suicid\w*|sucid\w*|suicd\w*|suiced\w*|suisid\w*|suiside\w*|sewerslide)\b/ },
  { category: 'suicide', pattern: new RegExp(`\\bkill?(?:ing)? ?${ME}\\b`) },
  { category: 'suicide', pattern: /\b(?:kms|k m s|un ?aliv(?:e|ing|ed)|self ?delet(?:e|ing))\b/ },
  { category: 'suicide', pattern: /\b(?:end|ending|take|taking|took) (?:my|me) (?:own )?life\b/ },
  { category: 'suicide', pattern: /\b(?:end|ending) it all\b/ },
  { category: 'suicide', pattern: /\b(?:want|wanna|wanted|wish|wishing|ready|deserve) (?:to )?(?:just |really |simply )?die\b/ },
  { category: 'suicide', pattern: /\b(?:want|wanna|wish) (?:to )?(?:be|was|were) dead\b/ },
  { category: 'suicide', pattern: /\bwish (?:i|id) (?:was|were|could|had) (?:dead|die|never been born|not been born)\b/ },
  { category: 'suicide', pattern: /\bwish (?:i|id) (?:wasnt|werent|was never|had never been|never been|never was|hadnt been) born\b/ },
  { category: 'suicide', pattern: /\bbetter off (?:dead|without me)\b/ },
  { category: 'suicide', pattern: /\b(?:world|everyone|everybody|family|they|would be|be) better without me\b/ },
  { category: 'suicide', pattern: /\b(?:no|not any|not a single) reason (?:to|for) (?:live|living|go on|stay alive|be alive)\b/ },
  { category: 'suicide', pattern: /\bnothing (?:left )?to live for\b/ },
  { category: 'suicide', pattern: /\bno point (?:in )?(?:living|being alive|going on|to living|to life)\b/ },
  { category: 'suicide', pattern: /\b(?:life|living) (?:isnt|is not|aint|not) worth (?:living|it)\b/ },
  { category: 'suicide', pattern: /\bnot worth living\b/ },
  { category: 'suicide', pattern: /\b(?:dont|do not|no longer|never) want to (?:be alive|exist|be here anymore)\b/ },
  {
    category: 'suicide',
    pattern: /\b(?:dont|do not|no longer|never) want to live\b(?! (?:in|with|near|at|on|there|abroad|together|by|next|somewhere|anywhere|close))/,
  },
  {
    category: 'suicide',
    pattern: /\b(?:dont|do not|no longer|never) want to wake up\b(?! (?:early|late|at|before|until|for|so early|in the morning))/,
  },
  { category: 'suicide', pattern: /\b(?:tired|sick) of (?:living|being alive|life|existing)\b(?! (?:in|with|at|on|here|there|under|near|next))/ },
  { category: 'suicide', pattern: /\b(?:hope|wish|want) (?:i|to) (?:never|dont|wont|do not) wake up\b(?! (?:late|early|in time|on time|at|before|until))/ },
  { category: 'suicide', pattern: /\b(?:sleep|asleep) and never wake up\b/ },
  { category: 'suicide', pattern: /\b(?:hang|hanging|shoot|shooting|poison|poisoning) ?myself\b/ },
  { category: 'suicide', pattern: /\bdrown(?:ing)? ?myself\b(?! in)/ },
  { category: 'suicide', pattern: /\b(?:slit|slash|cut) (?:my|both) wrists?\b/ },
  {
    category: 'suicide',
    pattern:
      /\b(?:want|wanna|going|gonna|thinking|think|thought|should|could|will|might|plan|planning|ready)(?: to| of| about)? jump(?:ing)? (?:off|from) (?:a|the|this|that) (?:bridge|building|roof|cliff|balcony|tower)\b/,
  },
  { category: 'suicide', pattern: /\b(?:jump|step|throw myself) in front of (?:a|the) (?:train|bus|truck|car)\b/ },
  { category: 'suicide', pattern: /\bover ?dos(?:e|ed|ing)\b/ },
  { category: 'suicide', pattern: /\bod(?:ing|d|ed)? on (?:pills|my (?:pills|meds|medication)|sleeping pills|painkillers)\b/ },
  {
    category: 'suicide',
    pattern:
      /\b(?:take|taking|took|swallow|swallowing|swallowed) (?:all|a bottle of|the whole bottle of|a handful of|every one of)(?: of)?(?: my| the| these| those)? (?:pills|meds|medication|tablets|sleeping pills|painkillers)\b/,
  },
  { category: 'self-harm', pattern: /\bself ?(?:harm\w*|injur\w*|mutilat\w*)\b/ },
  { category: 'self-harm', pattern: new RegExp(`\\b(?:cut|cutting|hurt|hurting|harm|harming|injure|injuring|burn|burning|starve|starving|punish|punishing) ${ME}\\b`) },
  { category: 'self-harm', pattern: /\b(?:started|start|keep|been) cutting again\b/ },
];

const ACTIVITIES =
  'shaving|cooking|chopping|slicing|baking|ironing|playing|lifting|running|working out|skiing|skating|hiking|climbing|cleaning|gardening|falling';

/** Idioms removed before the rules run; each would otherwise match one of them. */
const IDIOMS: RegExp[] = [
  /\bsuicide (?:squad|doors?|mission|missions|drills?|sprints?|runs?|kings?|blonde|lane)\b/g,
  /\b\d+ ?kms\b/g,
  /\b(?:die|died|dying|dead) (?:laughing|(?:of|from|with) (?:laughter|laughing|embarrassment|cuteness|boredom|shame|envy|jealousy|curiosity|excitement))\b/g,
  /\bover ?dos(?:e|ed|ing) on (?:coffee|caffeine|sugar|chocolate|candy|sweets|netflix|tv|anime|cuteness|love|carbs|pizza)\b/g,
  new RegExp(
    `\\b(?:cut|hurt|burn|burned|burnt) ${ME} (?:${ACTIVITIES}|while (?:${ACTIVITIES})|at the|at work|in the|on (?:a|the|some|my)|by accident)\\b`,
    'g',
  ),
  new RegExp(`\\baccidentally (?:cut|hurt|burn|burned|burnt) ${ME}\\b`, 'g'),
  new RegExp(`\\bcut ${ME} (?:some slack|off|a slice|a piece|a break)\\b`, 'g'),
  new RegExp(`\\bburn(?:ing)? ${ME} out\\b`, 'g'),
  new RegExp(`\\bshoot(?:ing)? ${ME} in the foot\\b`, 'g'),
];

/** Lower case, digits-for-letters undone inside words, apostrophes dropped, punctuation to spaces. */
export function normaliseForSafety(text: string): string {
  const lowered = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´']/g, '')
    .replace(/(?<=[a-z])[@$]|[@$](?=[a-z])/g, (c) => (c === '@' ? 'a' : 's'));
  return lowered
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word) => (/[a-z]/.test(word) && /\d/.test(word) && !/^\d+[a-z]{1,3}$/.test(word) ? unLeet(word) : word))
    .join(' ');
}

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't' };

function unLeet(word: string): string {
  return word.replace(/[013457]/g, (digit) => LEET[digit] ?? digit);
}

export function classifySelfHarm(text: string): SafetyVerdict {
  let normalised = normaliseForSafety(text);
  for (const idiom of IDIOMS) normalised = normalised.replace(idiom, ' ');
  const categories = new Set<SelfHarmCategory>();
  for (const rule of RULES) if (rule.pattern.test(normalised)) categories.add(rule.category);
  return { selfHarm: categories.size > 0, flags: categories.size > 0 ? ['self-harm'] : [], categories: [...categories] };
}

// ---- The other categories -------------------------------------------------------------------

const AGE = '(?:1[0-7]|[1-9]|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|ten|nine|eight|seven|six|five)';
/** "14 year old", "12yo", "13 yrs old". */
const AGED = `${AGE} ?(?:yo|y o|yrs? old|years? old|year olds)`;
/** Words that name a child (a teen only when the words around it are sexual). */
const MINOR =
  `(?:child|children|kid|kids|kiddie|kiddies|minor|minors|underage|preteen|preteens|pre teen|tween|tweens|toddler|toddlers|` +
  `little (?:girl|girls|boy|boys)|young (?:girl|girls|boy|boys|teen|teens)|school ?girls?|school ?boys?|middle schoolers?|` +
  `teen|teens|teenage (?:girl|girls|boy|boys)|loli|lolis|shota|${AGED})`;
/** Sexual words that, followed by a child, aim at the child ("nudes of", "sex with", "attracted to"). */
const SEXUAL_AIM =
  '(?:sex|sexual|sexually|sexy|porn|porno|pornographic|pornography|erotic|erotica|horny|lewd|hentai|nsfw|xxx|nudes|' +
  '(?:nude|naked) (?:pics|pictures|photos|images|videos|selfies|pic|photo)|attracted to|aroused by|turned on by|' +
  'seduce|seducing|make out with|making out with|hook up with|hooking up with|masturbate to|masturbating to|jerk off to|jerking off to)';
/** What may stand between such a word and the child ("nude pics of a", "sex with my"). */
const LINK = '(?:(?:with|of|about|for|by|involving|featuring|on|a|an|the|my|your|his|her|our|their|some|this|that|these|those|little|young|cute|real|other|two|hot|pics|photos|pictures|images|videos|content|stories|story|roleplay|role play|scenes?) )*';
const ROMANCE = '(?:girlfriend|boyfriend|gf|bf|lover|wife|husband|date|dating|flirt|flirting|kiss|kissing|sexy|sex|bed|naked|romance|romantic|crush|seduce|make out)';
/** A number after "you're" that is not an age: "you're 5 minutes late". */
const NOT_AN_AGE = '(?! (?:minutes?|mins?|hours?|days?|weeks?|months?|percent|feet|foot|inches|pounds|lbs|kg|times|am|pm|oclock|out of))';
const CHILD_ROLE = `(?:${AGED}(?: girl| boy)?|underage(?: girl| boy)?|minor|schoolgirl|school girl|little girl|loli|preteen)`;

/**
 * A member telling of abuse they went through: told with care, never refused as sexual content
 * involving minors (a moderation model may flag it so).
 */
const DISCLOSURE: RegExp[] = [
  /\b(?:abused|molested|raped|groped|fondled|assaulted|touched|groomed) me\b/,
  /\bi (?:was|got|have been|had been) (?:sexually )?(?:abused|molested|raped|groped|assaulted)\b/,
  /\b(?:when i was|as a|since i was) (?:a |only |just )?(?:kid|child|little|young|teen|teenager|girl|boy|\d{1,2}|eleven|twelve|thirteen|fourteen|fifteen|ten|nine|eight|seven|six|five)\b.*\b(?:abus\w*|molest\w*|rap(?:e|ed)|touch(?:ed|ing)|groom\w*|assault\w*|made me|beat me|hit me|hurt me)\b/,
  /\b(?:abus\w*|molest\w*|rap(?:e|ed)|touch(?:ed|ing)|groom\w*|assault\w*|beat me|hit me|hurt me)\b.*\b(?:when i was|as a) (?:a |only |just )?(?:kid|child|little|young|teen|teenager|\d{1,2})\b/,
];

const MINORS: RegExp[] = [
  // "child porn", "underage nudes", "jailbait", "loli hentai"
  /\b(?:child|children|kiddie|kiddy|underage|minor|preteen|jailbait|loli|shota)s? ?(?:porn\w*|p0rn|nudes|xxx|erotica|hentai|sex(?! (?:ed|education|abuse|abuser|abusers|offender|offenders|offen[cs]es?|trafficking|crimes?|assault))\b)/,
  /\b(?:csam|pthc|lolicon|shotacon|jailbait)\b/,
  new RegExp(`\\b${SEXUAL_AIM} ${LINK}${MINOR}\\b`),
  new RegExp(`\\b${MINOR} (?:(?:daughter|stepdaughter|son|stepson|niece|nephew|sister|brother|cousin|student|neighbou?r) )?(?:(?:is|are|was|were|looks|look|looking|so|very|really|too|being|getting|get|gets|got|who|that) )*(?:sexy|horny|aroused|seductive|fuckable|turn(?:s|ed|ing)? me on)\\b`),
  new RegExp(`\\b(?:describe|draw|picture|imagine|show me|write about) (?:a |an |the |some )?(?:naked|nude|undressed) ${MINOR}\\b`),
  new RegExp(`\\b(?:get|convince|make|persuade|trick) (?:a |the |this |that |my |some )?${MINOR} (?:\\w+ )?(?:to )?(?:send|show|take off|undress|touch|sext|sleep with)\\b`),
  new RegExp(`\\b(?:send|sending|sent|show|showing|showed) (?:my |some |your )?(?:nudes|naked (?:pics|photos|pictures)|dick pics?|porn) to (?:a |an |the |my |this |that |some )?${MINOR}\\b`),
  // Bela asked to be a child in a romance or sex: "pretend you're 15 and my girlfriend"
  new RegExp(`\\b(?:pretend|roleplay|role play|rp|act|play|imagine|be|become|youre|you are)\\b(?: \\w+){0,4}? (?:youre|you are|as|like|be|my) (?:a |an |my )?${CHILD_ROLE}\\b(?: \\w+){0,8}? ${ROMANCE}\\b`),
  new RegExp(`\\b${ROMANCE}\\b(?: \\w+){0,6}? (?:youre|you are|as|be|like) (?:a |an |my )?${CHILD_ROLE}\\b`),
  new RegExp(`\\b(?:youre|you are|be) (?:only |just )?${AGE}\\b${NOT_AN_AGE}(?: \\w+){0,6}? ${ROMANCE}\\b`),
  new RegExp(`\\b${ROMANCE}\\b(?: \\w+){0,6}? (?:youre|you are|be) (?:only |just )?${AGE}\\b${NOT_AN_AGE}`),
  new RegExp(`\\b(?:${AGED}|underage|preteen|schoolgirl|school girl) (?:girl ?friend|boy ?friend|gf|bf|lover|wife|mistress)\\b`),
];

/** A person another could harm: pronouns, relations, "that guy". Never "me" or "you" (Bela). */
const PERSON =
  '(?:him|her|them|someone|somebody|people|everyone|everybody|anyone|a person|' +
  '(?:my|our) (?:\\w+ )?(?:wife|husband|boss|mom|mum|mother|dad|father|brother|sister|son|daughter|kid|kids|child|children|baby|boyfriend|girlfriend|bf|gf|ex|ex wife|ex husband|partner|neighbou?rs?|roommate|flatmate|coworkers?|co workers?|colleagues?|teacher|friends?|family|landlord|manager|stepdad|stepmom|stepfather|stepmother|cousin|uncle|aunt|grandma|grandpa|classmates?)|' +
  '(?:the|that|this|those|these) (?:\\w+ )?(?:guy|guys|man|men|woman|women|girl|boy|kid|kids|bitch|bastard|asshole|idiot|neighbou?r|teacher|boss|cops?|officer|people|driver|family|dude|lady)|' +
  '(?:his|her|their) (?:\\w+ )?(?:wife|husband|kid|kids|family|girlfriend|boyfriend|baby))';
/** The speaker means to, wants to, is ready to. */
const INTENT =
  '(?:(?:im|i am) (?:going|gonna|about|planning|ready|tempted|thinking of|thinking about) (?:to )?|(?:im|i am) gonna |' +
  'i (?:will|shall|want to|wanna|need to|have to|plan to|intend to|really want to|just want to|keep thinking about|am going to) |' +
  'ill |i swear (?:ill|i will|im gonna) |ive been (?:thinking|dreaming) (?:about|of) |part of me wants to |i feel like )';
const HARM_VERB =
  '(?:kill|killing|murder|murdering|stab|stabbing|shoot|shooting|strangle|strangling|choke|choking|poison|poisoning|hurt|hurting|harm|harming|' +
  'attack|attacking|beat up|beating up|beat the (?:shit|crap|hell|life) out of|punch|punching|smother|smothering|torture|torturing|run over|running over|' +
  'drown|drowning|slit (?:his|her|their) throat|break (?:his|her|their) (?:neck|legs|face|jaw|nose)|bash (?:his|her|their) (?:head|face) in)';
/** What follows a harm verb and its person without harm: "hurt her feelings", "shoot him a text", "in minecraft". */
const NOT_HARM =
  '(?! (?:feelings?|pride|ego|chances|business|career|reputation|plans?|score|vibe|dogs?|cats?|pupp(?:y|ies)|kittens?|pets?|horses?|cars?|house|lawn|garden|plants?|phone|(?:a|an) (?:text|message|email|e mail|dm|note|quick|line|look|smile|photo|pic|call)|' +
  'in (?:minecraft|fortnite|roblox|gta|the game|a game|my game|my (?:novel|story|book|dream|dreams))|with kindness|with love))';
const PLACE = '(?:school|office|work|workplace|church|mosque|synagogue|temple|mall|concert|building|class|classroom|campus|store|restaurant|party|parade|stadium)';
const ASK = '(?:how (?:do|can|could|would|should) i|how to|best way to|easiest way to|ways to|help me|teach me (?:how )?to|tell me how to|show me how to|explain how to)';

const HARM_TO_OTHERS: RegExp[] = [
  new RegExp(`\\b${INTENT}(?:(?:just|really|actually|seriously|fucking|go|finally|literally|and|to) )*${HARM_VERB} ${PERSON}\\b${NOT_HARM}`),
  new RegExp(`\\b${ASK} (?:\\w+ ){0,2}?(?:kill|murder|poison|stab|strangle|hurt|harm|smother|drown|get rid of) ${PERSON}\\b${NOT_HARM}(?! (?:pain|problem|body|bugs?))`),
  new RegExp(`\\b${INTENT}(?:\\w+ )?(?:shoot up|bomb|blow up|burn down|set fire to|attack) (?:the |my |a |this |our |that |his |her )?${PLACE}\\b`),
  /\b(?:i want|i wish|i hope) (?:him|her|them|my (?:\w+ )?(?:boss|ex|wife|husband|dad|mom|stepdad|brother|sister)) (?:to )?(?:die|dead|was dead|were dead)\b.*\b(?:gun|knife|poison|kill|plan|tonight|tomorrow)\b/,
];

const HARASSMENT: RegExp[] = [
  new RegExp(
    `\\b(?:${ASK}|i want to|i wanna|im going to|im gonna|lets|let s|write|draft|compose|give me|come up with) (?:\\w+ ){0,4}?` +
      '(?:humiliate|harass|bully|cyberbully|intimidate|blackmail|dox|doxx|stalk|spy on|degrade|torment|make fun of|ruin (?:his|her|their) life|' +
      'destroy (?:his|her|their) (?:life|reputation)|spread rumou?rs about|leak (?:his|her|their) (?:nudes|pics|photos|address)|get revenge on|threaten)\\b(?! proof)(?! (?:myself|me)\\b)',
  ),
  /\b(?:kys|kill yourself|go die|go kill yourself|neck yourself|i hope you die)\b/,
  /\b(?:ill|i will|im going to|im gonna) (?:kill|hurt|stab|shoot|find) you\b/,
];

const GROUP =
  '(?:immigrants|migrants|refugees|muslims|jews|jewish people|christians|hindus|sikhs|atheists|gays|gay people|lesbians|homosexuals|trans people|transgender people|' +
  'trans women|trans men|black people|blacks|white people|whites|asians|asian people|mexicans|latinos|arabs|africans|indians|chinese people|women|men|' +
  'disabled people|the disabled|fat people|old people|poor people|gypsies|roma)';

const HATE: RegExp[] = [
  new RegExp(`\\b${GROUP} (?:are|r|is) (?:all |just |nothing but )?(?:animals|vermin|subhuman|sub human|parasites|rats|cockroaches|roaches|scum|a disease|a plague|inferior|evil|not human)\\b`),
  new RegExp(`\\b${GROUP} (?:should|must|deserve to|need to|ought to) (?:all )?(?:be )?(?:die|killed|shot|gassed|exterminated|wiped out|eliminated|hanged|burned|sterilized|sterilised)\\b`),
  new RegExp(`\\b(?:kill|exterminate|gas|wipe out|eliminate) (?:all )?(?:the |those |these )?${GROUP}\\b`),
];

const VIOLENCE: RegExp[] = [
  new RegExp(
    `\\b(?:${ASK}|instructions (?:for|to)|recipe for|steps to) (?:\\w+ ){0,2}?(?:make|build|create|assemble|get|buy) (?:a |an |some )?(?:homemade )?` +
      '(?:bomb|pipe bomb|explosive|explosives|molotov(?: cocktail)?|nail bomb|ied|napalm|nerve agent|nerve gas|sarin|ricin|anthrax|untraceable gun|ghost gun|silencer|poison)\\b(?! ass| dot)',
  ),
  new RegExp(
    `\\b(?:${ASK}|lets|i want to|i wanna|im going to|im gonna) (?:\\w+ ){0,2}?(?:hurt|torture|poison|kill|kick|drown|abuse|burn) (?:a |the |my |his |her |their |this |that |my neighbou?rs |the neighbou?rs |our neighbou?rs )?(?:dog|cat|puppy|kitten|animal|animals|pet|pets|horse|bird|birds)\\b`,
  ),
  new RegExp(`\\b${ASK} (?:\\w+ ){0,2}?(?:kidnap|abduct|torture) (?:${PERSON}|a child|a kid|a woman|a man)\\b`),
];

const ILLICIT: RegExp[] = [
  new RegExp(
    `\\b${ASK} (?:\\w+ ){0,2}?(?:shoplift|steal (?:from|a car|money|someones|a wallet|a purse)|hack into|break into (?:someones|his|her|their|a) (?:account|phone|email|house|home|car)|` +
      'make meth|cook meth|make crack|launder money|counterfeit|forge (?:a|an|my|his|her) (?:signature|document|id|prescription|check|cheque)|get a fake id|buy a fake id|hotwire|evade taxes|' +
      'commit (?:fraud|tax fraud|insurance fraud)|scam (?:people|someone|old people|elderly people))\\b',
  ),
];

const SEXUAL: RegExp[] = [
  /\b(?:send|show) (?:me )?(?:your |some |a )?(?:nudes|naked (?:pics|photos|pictures|selfie)|tits|dick pic|pussy)\b/,
  /\b(?:lets|let s|wanna|want to|i want to|i wanna) (?:have sex|fuck|sext|make love|do it in bed)\b/,
  /\b(?:sext|sexting|talk dirty|dirty talk|cybersex|phone sex|blowjob|handjob|cumming|masturbat\w*|jerk(?:ing)? off|69 with)\b/,
  /\b(?:im|i am|youre|you are|getting|feeling|i feel) (?:so |really |very )?(?:horny|wet for you|hard for you)\b/,
  /\b(?:describe|tell me about) (?:your|my) (?:naked body|body naked|breasts|boobs|tits|dick|cock|pussy)\b/,
  /\b(?:take|taking) (?:off )?(?:your|my) (?:clothes|bra|panties|underwear)(?: off)?\b/,
  /\b(?:suck|lick|ride|touch) (?:my|your) (?:dick|cock|pussy|tits|clit)\b/,
];

/** Asking how to end one's life: the crisis protocol, and never in Bela's reply. */
const SELF_HARM_INSTRUCTIONS: RegExp[] = [
  new RegExp(`\\b(?:${ASK}|painless(?:est)? way to|quickest way to|fastest way to|most painless way to) (?:\\w+ ){0,2}?(?:die|kill ${ME}|end my life|commit suicide|die painlessly|overdose|od|cut (?:${ME} )?deeper|hang ${ME})\\b`),
  /\b(?:how many|what) (?:pills|tablets|sleeping pills|painkillers)\b.*\b(?:to die|to kill me|to kill myself|to overdose|would kill|is lethal|are lethal|lethal dose)\b/,
  /\b(?:you should|go ahead and|why dont you|you might as well) (?:just )?(?:kill|hurt|cut|starve|harm) (?:yourself|urself|your self)\b/,
];

/** Idioms removed before the other categories' rules run. */
const SOFT_IDIOMS: RegExp[] = [/\bsex (?:ed|education)\b/g, /\bbath bombs?\b/g];
/** A photographer shoots people: "shoot" is read as taking pictures when the message speaks of them. */
const PHOTOGRAPHY = /\b(?:photo|photos|photoshoot|photographer|camera|portraits?|headshots?|wedding shoot)\b/;
/** A naked child, refused when asked for ("write a story about naked kids"), not when a parent tells of bath time. */
const NAKED_CHILD = new RegExp(`\\b(?:naked|nude|undressed) ${MINOR}\\b`);
/** A request, which a disclosure never is: a disclosure does not lift the refusal of one. */
const REQUEST = /\b(?:send|show me|give me|write|describe|roleplay|role play|rp|pretend|generate|create|share|link|where can i (?:find|get|buy|watch)|story (?:about|where))\b/;

/** Every category the phrases find in `text`, with the flags they lead to. */
export function classifyMessage(text: string): SafetyVerdict {
  const selfHarm = classifySelfHarm(text);
  const categories = new Set<Category>(selfHarm.categories as SelfHarmCategory[]);
  let normalised = normaliseForSafety(text);
  for (const idiom of SOFT_IDIOMS) normalised = normalised.replace(idiom, ' ');
  if (PHOTOGRAPHY.test(normalised)) normalised = normalised.replace(/\bshoot(?:ing)?\b/g, 'photograph');
  const matches = (rules: RegExp[]) => rules.some((rule) => rule.test(normalised));
  const request = REQUEST.test(normalised);
  const disclosure = matches(DISCLOSURE) && !request;
  if (disclosure) categories.add('abuse-disclosure');
  else if (matches(MINORS) || (request && NAKED_CHILD.test(normalised))) categories.add('sexual/minors');
  if (matches(SELF_HARM_INSTRUCTIONS)) categories.add('self-harm/instructions');
  if (matches(HARM_TO_OTHERS)) categories.add('harm-to-others');
  if (matches(HARASSMENT)) categories.add('harassment');
  if (matches(HATE)) categories.add('hate');
  if (matches(VIOLENCE)) categories.add('violence');
  if (matches(ILLICIT)) categories.add('illicit');
  if (matches(SEXUAL)) categories.add('sexual');
  const flags = [...new Set([...categories].map((category) => FLAG_OF[category]))];
  return { selfHarm: flags.includes('self-harm') || flags.includes('self-harm-instructions'), flags, categories: [...categories] };
}

export class LocalSafetyClassifier implements SafetyClassifier {
  readonly driver = 'local';

  async check(text: string): Promise<SafetyVerdict> {
    return classifyMessage(text);
  }
}
