/**
 * One clause read for facts: first the sentence patterns of statements.ts, then the frames of
 * frames.ts for what the patterns do not hold. A clause that asks or imagines states nothing; one
 * that negates, hedges or reports keeps only its parts that stand alone, the member's people named
 * in passing, a dislike or a diet.
 */
import { type Clause, NEGATION, isReported, isUnsure } from './clauses';
import { looksLikeQuestion } from './questions-in-message';
import { pronounsOf } from './pronouns-said';
import { type Fact, kindOf, slotOf, slug } from './facts';
import { aimOf, frameNotesOf } from './frames';
import { hasDate } from './dates';
import { isJob, saidInJest } from './frame-words';
import { inTheirVoice, styleNoteOf } from './voice';
import { GUARDED_LATE, mentionsIn, type ReadContext, readLike, readName, readStyle } from './statements';
import { KIN_WORDS, LOW_MOMENT_WORDS, MANY_OF, OCCUPATIONS, RELATIONS, WORD_CLASSES } from './vocabulary';
import { memoryTextOf } from './wording';
import { dishNamedIn, mayNameDish, namesFood } from './food-words';
import { endsInOccupation } from './words';

/** "I'm planning to move to Spain next year", "we plan on marrying in June": an intention with its time. */
const PLANNED = /^(?:i'm|im|i am|we're|we are|i|we)\s+(?:(?:are|am)\s+)?(?:planning|plan)\s+(?:to|on)\s+(\S.*)$/i;

/**
 * An intention said with when it will happen is a plan ("plan to" is otherwise unsure, as a wish
 * is): kept in the member's words, in a plan's slot of its own (never their home or job's).
 */
function plannedOf(text: string, context: ReadContext): Extract<Fact, { type: 'note' }> | undefined {
  const planned = PLANNED.exec(text);
  if (!planned || NEGATION.test(text) || /\b(?:if|would|might|maybe|perhaps|one day|someday|eventually)\b/i.test(text)) return undefined;
  if (!hasDate(text, context)) return undefined;
  // "move to Spain" of "move to Spain next year": what is planned, up to its time.
  const what = planned[1]!.split(/\s+(?:in|on|at|by|next|this|over|before|after|tomorrow|tonight)\b/i)[0]!.split(/\s+/).slice(0, 3).join(' ');
  return { type: 'note', kind: 'plans', slot: `plan:${slug(what)}`, text: inTheirVoice(text, undefined) };
}

/** "lakers fan for life", "I'm a massive Liverpool fan", "huge Arsenal supporter": a team or band they follow. */
const FAN_OF = /^(?:(?:i'm|im|i am)\s+)?(?:(?:a|an)\s+)?((?:huge|massive|big|die[- ]?hard|lifelong|proper|total|long[- ]suffering|loyal|mad|obsessed)\s+)?((?:[\p{L}'&.-]+\s+){0,2}?[\p{L}'&.-]+)\s+(?:fan|supporter)(?:\s+(?:for life|through and through|since (?:birth|forever|\w+)))?$/iu;

function fanOf(text: string): Extract<Fact, { type: 'note' }> | undefined {
  const fan = FAN_OF.exec(text);
  if (!fan || NEGATION.test(text) || /^(?:a|an|the|my|your|this|that|big|huge)$/i.test(fan[2]!)) return undefined;
  const team = fan[2]!.replace(/^\p{Ll}/u, (first) => first.toUpperCase());
  const article = /^[aeiou]/i.test(fan[1] ?? team) ? 'an' : 'a';
  return { type: 'note', kind: 'likes', slot: `like:${slug(fan[2]!)}`, text: `They’re ${article} ${fan[1] ?? ''}${team} fan.` };
}

/** "i could eat mango every single day", "could live on pho": a food loved, said as what they could do ("could" is otherwise unsure). */
const COULD_LIVE_ON = /^(?:(?:i|honestly i|tbh i)\s+)?could\s+(?:happily\s+|honestly\s+|literally\s+)?(?:(?:live|survive|exist)\s+on|eat|drink)\s+((?:[\p{L}'-]+\s+){0,3}?[\p{L}'-]+)(?:\s+(?:every(?:\s+single)?\s+day|every\s+meal|all\s+day|for\s+ever|forever|daily|for\s+the\s+rest\s+of\s+my\s+life|for\s+breakfast,?\s+lunch\s+and\s+dinner))?(?:,?\s+(?:but|though|tho|although)\b.*)?$/iu;

/** "I'll never say no to a good pavlova", "I can't resist a flat white": a love said as a refusal they never make. */
const NEVER_REFUSED = /^(?:i'll\s+|i will\s+|i'd\s+|i\s+)?(?:never\s+say\s+no\s+to|can(?:'t|not|\s+never)\s+(?:say\s+no\s+to|resist|turn\s+down))\s+(?:a\s+|an\s+|some\s+|the\s+)?(?:good\s+|nice\s+|decent\s+|proper\s+|big\s+)?(?!(?:my|our|his|her|their|him|them|anyone|anybody|people|you|a\s+friend)\b)((?:[\p{L}'-]+\s+){0,2}?[\p{L}'-]+)(?:\s+(?:with|on|at|from|when|if)\b.*)?$/iu;

/** "i just need birria tacos when i'm stressed": a food reached for when low is a comfort food. */
const COMFORT = /^(?:i|we)\s+(?:just\s+|always\s+|usually\s+|only\s+)?(?:need|want|crave|reach for|go for|turn to|grab|make|order|eat|have|live on)\s+((?:[\p{L}'-]+\s+){0,5}?[\p{L}'-]+)(?:\s+(?:w|with)\s+.+?)?\s+when\s+(?:i'm|i am|i feel|i've had|i have had|i had|things are|it's been)\s+(?:a\s+)?(?:really\s+|so\s+)?(?:stressed|sad|down|tired|low|rough|bad|ill|sick|upset|anxious|hungover|homesick|(?:bad|rough|long|hard)\s+(?:day|week|night|shift))\b/iu;

/** "when im sad i literally only want my nans mac n cheese": the low moment said first, then the food reached for. */
const COMFORT_AFTER_LOW = new RegExp(
  String.raw`^(?:(?:when|whenever)\s+(?:i'm|im|i am|i feel|i'm feeling|im feeling|i am feeling|i've had|ive had|i have had|i had|things are|it's been|its been)\s+(?:a\s+)?(?:really\s+|so\s+|bit\s+|a bit\s+)?(?:${LOW_MOMENT_WORDS}|(?:day|week|night|shift)\s+like\s+(?:this|today|that)|one\s+of\s+those\s+(?:days|weeks|nights|shifts))(?:\s+(?:or|and)\s+\p{L}+)?(?:\s+(?:day|week|night|shift))?|after\s+(?:a|an|every)\s+(?:breakup|break-up|bad day|long day|rough day|hard day|tough day|long shift|bad week|rough week|argument|fight))\s*,?\s+(?:i|we)\s+(?:(?:literally|just|always|usually|only|really|honestly)\s+)*(?:need|want|wanna|crave|reach for|go for|turn to|grab|make myself|make|treat myself to|order|cook|get|eat|have|live on)\s+(.+)$`,
  'iu',
);

/** The food of a comfort said first ("my nans mac n cheese nothing else hits the same"): its words up to its last food word among the first eight. */
function comfortFoodIn(rest: string): string | undefined {
  // (Up to a comma: "my adobo, it is my comfort food" names adobo.)
  const words = rest.split(/\s*[,;]\s*/)[0]!.split(/\s+/).slice(0, 8);
  // (A dish WordNet does not know, "dal chawal", "vetkoek", counts as one.)
  const last = words.map((word) => mayNameDish(word)).lastIndexOf(true);
  if (last < 0) return undefined;
  // "my nans mac n cheese": a relation's possessive written without its apostrophe.
  const dish = words.slice(0, last + 1).map((word, i) => (i < last && /s$/i.test(word) && RELATIONS[word.slice(0, -1).toLowerCase()] ? `${word.slice(0, -1)}'s` : word));
  return dish.join(' ').replace(/[,.;:!?]+$/, '');
}

/** "honestly a cheeky kebab is the best thing in the world when im feeling low": a food that is best when low is a comfort food. */
const BEST_WHEN_LOW = /^(?:honestly\s+)?(?:(?:a|an|the|some)\s+)?((?:[\p{L}'-]+\s+){0,3}?[\p{L}'-]+)\s+(?:is|are)\s+the\s+best\s+(?:thing|medicine|cure)(?:\s+(?:in|on)\s+(?:the\s+)?(?:world|earth))?\s+(?:when|whenever|after)\s+(?:i'm|im|i am|i feel|i've had|ive had)\s+(?:feeling\s+)?(?:a\s+)?(?:sad|down|low|blue|ill|sick|rough|bad|stressed|hungover|rubbish)\b/iu;

/** "I am a chicken pot pie person through and through": a food they are a person of. */
const FOOD_PERSON = /^(?:i'm|im|i am)\s+(?:(?:a|an)\s+)?((?:[\p{L}-]+\s+){0,3}?[\p{L}-]+)\s+(?:person|girl|guy|fan)\b/iu;

/** "I squeeze the old accordion now and then", "I bash the drums most nights": an instrument they play as a habit, whatever the verb. */
const INSTRUMENT_HABIT = new RegExp(
  String.raw`^(?:i|we)\s+(?:also\s+|still\s+|sometimes\s+)?(?!(?:sold|broke|lost|hate|gave|bought|want|need|miss|had)\b)\p{L}+(?:\s+(?:on|at|with|around on))?\s+(?:the|my|an?|our)\s+(?:old\s+|little\s+|trusty\s+|electric\s+)?(${(WORD_CLASSES.instrument ?? []).join('|')})\b.*\b(?:now and then|sometimes|most (?:nights|days|evenings|weekends)|every (?:night|day|evening|weekend)|on (?:weekends|sundays|saturdays)|to (?:unwind|relax|wind down)|for fun|when i can)\b`,
  'iu',
);

/** A thing the member loves, kept under its own slot: in their words ("They squeeze the old accordion ..."), or as "They love <thing>". */
const likeNote = (thing: string, said: string = `I love ${thing}`): Extract<Fact, { type: 'note' }> => ({ type: 'note', kind: 'likes', slot: `like:${slug(thing)}`, text: inTheirVoice(said, undefined) });
/** "every day", "forever": how often they could eat it, which makes it a love rather than hunger. */
const EVERY_DAY = /\b(?:every|all day|forever|daily|rest of my life|breakfast)\b/i;

function fondOf(text: string): Extract<Fact, { type: 'note' }> | undefined {
  const instrument = INSTRUMENT_HABIT.exec(text);
  if (instrument) return likeNote(instrument[1]!, text);
  const person = FOOD_PERSON.exec(text);
  // ("a mashed potatoes girl": a dish of a food word and its making is one too.)
  const personFood = person ? (namesFood(person[1]!) ? person[1]! : dishNamedIn(person[1]!)) : undefined;
  if (personFood) return likeNote(personFood);
  const comfort = COMFORT.exec(text);
  if (comfort && namesFood(comfort[1]!)) return likeNote(comfort[1]!, text);
  const best = BEST_WHEN_LOW.exec(text);
  if (best && mayNameDish(best[1]!)) return likeNote(best[1]!.replace(/^(?:cheeky|big|good|proper|nice|hot|warm)\s+/i, ''), `${best[1]} is my comfort food`);
  const reached = COMFORT_AFTER_LOW.exec(text);
  const food = reached ? comfortFoodIn(reached[1]!) : undefined;
  // (Whose recipe it is stays out: "my nan's mac and cheese" is kept as the dish.)
  // (Nor its serving: "a big bowl of ramen" is ramen.)
  const dish = food?.replace(/^(?:(?:my|our|the|a|an)\s+)?(?:[\p{L}-]+'s\s+)?(?:(?:(?:big|huge|little|wee|hot|warm|steaming|proper|massive)\s+)*(?:bowl|plate|mug|cup|slice|portion|pot|tub|helping)\s+of\s+)?/iu, '');
  if (dish) return likeNote(dish, `${dish} is my comfort food`);
  const refused = NEVER_REFUSED.exec(text);
  if (refused) return likeNote(refused[1]!);
  const fond = COULD_LIVE_ON.exec(text);
  // ("... but sprouts at christmas nah never": what is said after "but" is another matter.)
  if (!fond || NEGATION.test(text.split(/,?\s+(?:but|though|tho|although)\b/i)[0]!)) return undefined;
  // "could eat a horse" is hunger: what they could eat every day is a love, and so is a food they "could live on".
  if (!EVERY_DAY.test(text) && !(/\b(?:live|survive|exist)\s+on\b/i.test(text) && namesFood(fond[1]!))) return undefined;
  return likeNote(fond[1]!);
}

/** "I used to be a postman for forty years", "I worked as a nurse until 2019", "38 year I was a postie": a job the member had (an occupation). */
const FORMER_JOB = /^(?:(?:before(?:\s+(?:the kids|kids|that|then|this|children|uni|retiring))?|previously|formerly|back then|(?:\d+|[\p{L}-]+)\s+(?:years?|yrs)),?\s+)?(?:(?:i|i've|ive)\s+(?:used to (?:be|work as)|worked as|was working as|retired as|spent [\p{L}-]+ years as|was)\s+|(?:i'm |im |i am )?(?:an?\s+)?ex-?(?=\p{L}))(?:(?:a|an)\s+)?((?:[\p{L}-]+\s+){0,2}?([\p{L}-]+))(?=\s+(?:for|until|till|before|in|at|when|during|back|all|most|but|round|around|on|near|with|across|from|and)\b|$)/iu;

/** A job the member had, kept apart from the one they have now (its own slot): never read as a wish, as "used to" otherwise is. */
function formerJobOf(text: string): Extract<Fact, { type: 'note' }> | undefined {
  const job = FORMER_JOB.exec(text);
  if (!job || NEGATION.test(text) || !OCCUPATIONS.has(job[2]!.toLowerCase())) return undefined;
  // "Ex-paramedic." said alone is written with its subject: "They're an ex-paramedic."
  // ("38 year I was a postie": how long, said first, goes with the job's text.)
  const said = /^(?:an?\s+)?ex-?\p{L}/iu.test(text) ? `I'm an ${text.replace(/^(?:an?\s+)/i, '').replace(/^ex-?/i, 'ex-')}` : text.replace(/^(?:\d+|[\p{L}-]+)\s+(?:years?|yrs),?\s+(?=i\b)/iu, '');
  return { type: 'note', kind: 'work', slot: 'work:before', text: inTheirVoice(said, undefined) };
}

/**
 * "Date night with my boyfriend Jamal, what should I wear?", "Thinking of a half marathon with my brother Sipho": one of
 * theirs named beside their word for them is who they are, whatever the clause asks or imagines of them. Not a
 * naming to come ("what should I call my puppy", "my future husband Tom").
 */
const namedInPassing = (text: string): Fact[] => (/\bfuture\b|\b(?:call|name|calling|naming)\s+(?:my|our|him|her|it|them)\b|\b(?:if|imagine|pretend|dream|wish)\b/i.test(text) ? [] : mentionsIn(text, []));

/**
 * The facts one clause states. `positive` reads a clause whose negation was taken away on purpose
 * (a retraction: "I don't have a dog anymore" is read as "I have a dog").
 */
export function factsOfClause(clause: Clause, context: ReadContext, options: { positive?: boolean } = {}): Fact[] {
  const text = clause.text;
  if (!text) return [];
  const style = readStyle(text, context);
  // ("call me Boss from now on and keep it short": the name asked for, and how to talk.)
  if (style) return /\bcall me\b/i.test(text) ? [...style, ...(readName(text, context) ?? [])] : style;
  const pronouns = pronounsOf(text);
  if (pronouns) return [{ type: 'note', kind: 'identity', slot: 'pronouns', text: `Their pronouns are ${pronouns}` }];
  if (clause.question || looksLikeQuestion(text)) return namedInPassing(text);
  if (clause.hypothetical) {
    // Imagined in its own words ("big Arsenal fan, so maybe don't talk to me if we've lost"): the parts before that stand.
    if (!IMAGINING.test(text)) return namedInPassing(text);
    // "a puppy named Waffles in January, which was maybe not my smartest idea": the hedge is about what was said before it.
    const pieces = text.split(/\s*[,;]\s*|\s+(?=(?:so|because|but|and)\s+(?:if|maybe|unless|in case)\b)|\s+which\s+(?=(?:is|was|has|had|made|makes)\b)/i);
    const first = pieces.findIndex((piece) => IMAGINING.test(piece));
    // "my sister is Ana, maybe": a hedge tagged on hedges what it follows.
    if (pieces.some((piece) => IMAGINING.test(piece) && piece.split(/\s+/).length <= 4)) return [];
    const before = pieces.slice(0, Math.max(0, first)).filter((piece) => !isUnsure(piece));
    const facts = before.flatMap((piece) => factsOfClause({ text: piece, question: false, hypothetical: false }, context, options));
    // "... in a small flat with my tortoise, Juniper, who is probably ...": one of theirs named across the pieces before the hedge.
    return [...facts, ...mentionsIn(pieces.slice(0, Math.max(0, first)).join(', '), facts)];
  }
  // "use British spelling with me please", "I'd prefer you kept things light": how to talk to them.
  const asked = options.positive ? undefined : styleNoteOf(text);
  if (asked) return [asked];
  // "I want to be a lawyer": an aim is a fact about the member, though "want to" is unsure.
  if (isUnsure(text) && aimOf(text) && !NEGATION.test(text)) return frameNotesOf(text, context, context.message ?? text);
  const planned = plannedOf(text, context);
  if (planned) return [planned];
  const former = formerJobOf(text);
  if (former) return [former];
  const fan = fanOf(text);
  if (fan) return [fan];
  const fond = fondOf(text);
  if (fond) return [fond];
  if (isUnsure(text) || isReported(text) || (!options.positive && NEGATION.test(text)) || /\b(?:anymore|any more|no longer|used to)\b/i.test(text)) {
    // "I'm Sikh, I don't eat beef", "vegetarian since I was 14, don't even try": the parts that stand on their own.
    // "I work at Burger King and do not use drugs": a negated predicate joined without its subject is a piece of its own.
    // "I hope to travel for my career as I love the beach": the reason given for an unsure plan is told as so.
    const pieces = text
      .split(/\s*[,;]\s*|\s+-\s+|\s+which\s+(?=(?:is|was|has|had|made|makes)\b)|\s+(?:and|but|so)\s+(?=(?:yes|no|i|i'm|im|my|we|he|she|it|they|could|would|might|should)\b)|\s+(?:and|but)\s+(?=(?:do not|does not|did not|don't|doesn't|didn't|never|can't|cannot|won't|have never|haven't|am not)\b)|\s+(?:as|because|since|cause|cos|coz)\s+(?=(?:i|i'm|im|i've|ive|we|we're)\b)/i)
      .filter(Boolean);
    const standing = pieces.length > 1 ? pieces.filter((piece) => !isUnsure(piece) && !isReported(piece) && !NEGATION.test(piece) && !/\b(?:anymore|any more|no longer|used to)\b/i.test(piece) && !looksLikeQuestion(piece)) : [];
    // "no brothers, only a sister called Carmen": the one they do have, said as had.
    const facts = standing.map((piece) => piece.replace(/^(?:just|only|but)\s+(?=(?:a|an|one)\s)/i, 'I have ')).flatMap((piece) => factsOfClause({ text: piece, question: false, hypothetical: false }, context, options));
    // "my parrot Mango says ...", "my husband Graham didn't ask for it": the member's people named in passing.
    // An unsure clause still names the member's people ("more than I'd admit to my husband Keith"), not one it names in a wish ("I'd call my dog Rex").
    const named = isUnsure(text) && /\b(?:call|name|calling|naming)\s+(?:my|our)\b|\bfuture\b/i.test(text) ? [] : mentionsIn(text, facts);
    // "can't touch prawns, proper allergic": a diet or a dislike said in a piece of its own beside what stands.
    const denied = isUnsure(text) || isReported(text) ? [] : facts.length === 0 ? negatedFacts(text, context, options) : pieces.filter((piece) => NEGATION.test(piece)).flatMap((piece) => negatedFacts(piece, context, options));
    return [...facts, ...named, ...denied];
  }
  for (const read of GUARDED_LATE) {
    const facts = read(text, context);
    if (facts) return withPieces(withFrames([...facts, ...mentionsIn(text, facts)], text, context), text, context, options);
  }
  return withPieces(withFrames(mentionsIn(text, []), text, context), text, context, options);
}

/** A piece whose subject is someone else: "Dean's a sparky", "she is a nurse", "my mate's a builder". */
const ANOTHER_FIRST = /^(?:\p{Lu}\p{Ll}+(?:'s|\s+is|\s+was)\s|(?:he|she|they|he's|she's|they're|hes|shes)\b|(?:my|our)\s+(?:[\p{L}-]+\s+)?[\p{L}-]+(?:'s|\s+is|\s+was)\s+(?:a|an|the)\b)/u;

/** A first piece that speaks of someone else: "my brother", "our neighbour Kofi", "I met a lovely man at the bus stop". */
const SOMEONE_SPOKEN_OF = new RegExp(String.raw`^(?:(?:my|our)\s+(?:[\p{L}-]+\s+)?(?:${KIN_WORDS})(?:\s+\p{Lu}\p{Ll}+)?$|.*\b(?:met|saw|know|knew|chatted to|talked to|spoke to)\s+(?:a|an|this|some)\s+(?:[\p{L}-]+\s+){0,2}?(?:man|woman|guy|girl|lady|bloke|chap|fella|person|someone|lad|lass)\b)`, 'iu');

/** "I'm Kemi, 23, chef turned firefighter": parts that each say something the whole does not (a slot of their own). */
function withPieces(found: Fact[], text: string, context: ReadContext, options: { positive?: boolean }): Fact[] {
  if (options.positive) return found;
  // "I am Adaeze, an immigration solicitor at a firm in Holborn": a job said after the name, without its subject.
  const pieces = text.split(/\s*[,;]\s*|\s+-\s+/).filter(Boolean).map((piece) => (/^(?:a|an)\s/i.test(piece) && isJob(`I'm ${piece}`) ? `I'm ${piece}` : piece));
  // ("Dean's a sparky, electrician": the pieces after one about someone else are that one's.)
  // ("Nurse, teacher, doctor — all heroes": a list of jobs is no one's; "My brother, nurse at St James, ...", "I met a man at
  // the bus stop, retired teacher, ...": pieces about the one spoken of first.)
  const bareJobs = pieces.filter((piece) => endsInOccupation(piece) && piece.trim().split(/\s+/).length <= 2).length;
  if (pieces.length < 2 || ANOTHER_FIRST.test(pieces[0]!) || bareJobs >= 2 || SOMEONE_SPOKEN_OF.test(pieces[0]!)) return found;
  const slots = new Set(found.map((fact) => slotOf(fact, MANY_OF)));
  // "I teach at a school, 3rd grade": a piece about their work beside a job already read says more of it, not another job.
  // "My sister Joan and I have booked a trip, ...": a piece about one of their people that a fact already says in full goes.
  const working = found.some((fact) => kindOf(fact) === 'work');
  const said = found.map((fact) => memoryTextOf(fact).toLowerCase());
  const saysAlready = (fact: Fact) => kindOf(fact) === 'people' && said.some((text) => text.includes(memoryTextOf(fact).toLowerCase().replace(/\.$/, '')));
  const more = pieces
    .flatMap((piece) => factsOfClause({ text: piece, question: false, hypothetical: false }, context, options))
    .filter((fact) => !slots.has(slotOf(fact, MANY_OF)) && !(working && kindOf(fact) === 'work') && !saysAlready(fact));
  return [...found, ...more];
}

/** Words that imagine or hedge, in the clause itself. */
const IMAGINING = /\b(?:if|imagine|suppose|pretend|what if|maybe|perhaps|probably|i think|i guess|i suppose|not sure|unless|in case|whether)\b/i;

/** "I don't like mornings" is a dislike, "I don't eat beef" a diet; other negations state nothing. */
function negatedFacts(text: string, context: ReadContext, options: { positive?: boolean }): Fact[] {
  const like = readLike(text, context);
  if (like) return like;
  if (options.positive || !NEGATION.test(text) || /\b(?:anymore|any more|no longer|used to)\b/i.test(text)) return [];
  // "can't have dairy", "can't touch nuts": the diet frame itself asks for a food after the verb.
  if (!/\b(?:eat|drink|stand|do|have|touch|take)\b/i.test(text)) return [];
  // "I don't have any allergies" denies a condition: no health note comes of a negated "have".
  const denies = /\b(?:have|has)\b/i.test(text);
  return frameNotesOf(text, context, context.message ?? text).filter((note) => note.kind === 'likes' || note.slot.startsWith('diet:') || (note.slot.startsWith('health:') && !denies));
}

/** The patterns' facts, and the clause's frame too when it says more than they hold (a slot of its own). */
function withFrames(facts: Fact[], text: string, context: ReadContext): Fact[] {
  const like = facts.length === 0 && !saidInJest(context.message ?? text) ? readLike(text, context) : undefined;
  if (like) return like;
  // "my friends call me Jojo": the name is the member's own, not a friend's.
  const ownNames = facts.flatMap((fact) => (fact.type === 'name' ? [fact.name, fact.goesBy ?? fact.name].map((name) => name.toLowerCase()) : []));
  const notes = frameNotesOf(text, context, context.message ?? text).filter((note) => !ownNames.some((name) => note.text.toLowerCase().includes(name)));
  if (facts.length === 0) return notes;
  const slots = new Set(facts.map((fact) => slotOf(fact, MANY_OF)));
  const kinds = new Set(facts.map((fact) => kindOf(fact)));
  // "my son Tendai plays rugby": the pattern names him, the frame keeps what he does, when it holds more.
  const said = facts.map((fact) => memoryTextOf(fact).toLowerCase()).join(' ');
  // A note of a kind the patterns' facts do not have says something of its own ("just moved in with my boyfriend Jonah in Brooklyn": a home beside the person).
  return [...facts, ...notes.filter((note) => !slots.has(note.slot) && ((!kinds.has(note.kind) && newWords(note.text, said) >= 2) || ((holdsMore(note.text, said) || (newWords(note.text, said) >= 3 && /^Their\s/.test(note.text))) && (note.kind === 'people' || note.kind === 'plans'))))];
}

/** How many words of a note the patterns' facts do not say ("Their birthday is on 12 May." twice says none). */
function newWords(text: string, said: string): number {
  const known = new Set(said.split(/[^\p{L}\p{N}']+/u));
  return text.toLowerCase().split(/[^\p{L}\p{N}']+/u).filter((word) => word.length > 2 && !known.has(word) && !/^(?:they|their|them|they're|they’re|are|the|and)$/.test(word)).length;
}

/** Does a note name something (a name, a number, a word of a class) that the patterns' facts do not? */
function holdsMore(text: string, said: string): boolean {
  const values = [
    ...[...text.matchAll(/(?<!^)\b(\p{Lu}[\p{L}'-]+)/gu)].map((match) => match[1]!),
    ...[...text.matchAll(/\b(\d+)/g)].map((match) => match[1]!),
    ...Object.entries(WORD_CLASSES)
      .filter(([name]) => !['fear', 'animal', 'family'].includes(name))
      .flatMap(([, members]) => members.filter((word) => word.length > 3 && new RegExp(`\\b${word}\\b`, 'i').test(text))),
  ];
  return values.some((value) => !said.includes(value.toLowerCase()) && !/^(?:They|Their|Bela)$/.test(value));
}
