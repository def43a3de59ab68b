/**
 * Offline SafetyClassifier for suicidal ideation and self-harm in English: curated phrases over
 * normalised text. It leans towards flagging (a needless referral costs little, a missed one a lot)
 * but first removes common idioms that only look alarming ("suicide squad", "ran 10 kms").
 */
import type { SafetyClassifier, SafetyVerdict } from '../ports/chat-model';

type Category = 'suicide' | 'self-harm';

const ME = '(?:my ?self|myslef|mysefl|meself|me self)';

const RULES: { category: Category; pattern: RegExp }[] = [
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
  const categories = new Set<Category>();
  for (const rule of RULES) if (rule.pattern.test(normalised)) categories.add(rule.category);
  return { selfHarm: categories.size > 0, categories: [...categories] };
}

export class LocalSafetyClassifier implements SafetyClassifier {
  readonly driver = 'local';

  async check(text: string): Promise<SafetyVerdict> {
    return classifySelfHarm(text);
  }
}
