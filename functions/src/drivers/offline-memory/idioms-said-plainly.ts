/**
 * Ways members in their first week tell a fact that the clause readers do not read, said as the
 * plain sentence they do: "Did I tell you I'm a social worker?" (a telling put as a question),
 * "Saxophone player here", "Just a barista, nothing fancy", "I own a tortoise named Sheldon",
 * "Anaphylactic to prawns", "Me hamster Nugget" (dialect's "me" for "my"), "working like software
 * developer" (a learner's "like" for "as"), "Mum's lasagne is my comfort food" (the dish, whoever
 * makes it). Found in the fourth statement set's development half (bench/understanding/paraphrases).
 */
import { KIN_WORDS, LOW_MOMENT_WORDS, SPECIES, WORD_CLASSES } from './vocabulary';
import { MONTHS, monthCalled } from './dates';
import { capitalised, endsInOccupation, tagsOf, withArticle } from './words';
import { namesPlace } from './frame-names';

const START = String.raw`(^|[.!?]\s+|[,;]\s*)`;
const INSTRUMENTS: ReadonlySet<string> = new Set(WORD_CLASSES['instrument'] ?? []);
/** Who makes a dish the member calls their comfort ("Mum's lasagne", "my nan's stew"). */
const COOKS = String.raw`(?:mum|mom|mam|mother|nan|nana|nanna|gran|granny|grandma|grandmother|dad|father|papa|auntie|aunt|abuela|nonna|oma)`;

/** The words for an animal a member may keep: a species or a breed ("a pug", "a tabby"). */
const SPECIES_WORDS = [...new Set([...Object.keys(SPECIES), ...(WORD_CLASSES['animal'] ?? [])])].sort((a, b) => b.length - a.length).join('|');

/** A sentence shouted, every letter a capital ("DUNCAN'S GETTING MARRIED IN JANUARY"): read as it would be written. */
const SHOUTED = /(^|[.!?]\s+)([^.!?\p{Ll}]*\p{Lu}{2,}[^.!?\p{Ll}]*)(?=[.!?]|$)/gu;
const MONTH_IN_LOWER_CASE = new RegExp(String.raw`\b(?:${MONTHS.join('|').toLowerCase()})\b`, 'g');
const unshouted = (whole: string, start: string, sentence: string) =>
  sentence.split(/\s+/).filter((word) => /\p{Lu}{2,}/u.test(word)).length < 3 ? whole : `${start}${sentence.charAt(0)}${sentence.slice(1).toLowerCase().replace(/\bi\b/g, 'I').replace(MONTH_IN_LOWER_CASE, capitalised)}`;
/** "in feb", "by sept": a month cut short. */
const MONTH_CUT_SHORT = /\b(in|on|by|this|next|until|till|since|of|early|late|mid)\s+(jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b\.?/giu;

export function idiomsSaidPlainly(said: string): string {
  return (
    said
      .replace(/[\u2018\u2019]/g, "'")
      .replace(SHOUTED, unshouted)
      .replace(MONTH_CUT_SHORT, (_, before: string, month: string) => `${before} ${monthCalled(month)!}`)
      // "can't believe my sister is getting married": wonder at what is told, no denial of it.
      .replace(/\b(?:i\s+)?(?:still\s+)?(?:can'?t|cannot|can not)\s+believe\s+(?:that\s+)?(?=(?:my|our|i|i'm|we|we're)\b)/giu, '')
      // "my sister is Ava, not Ana", "my comfort food is pho these days, not ramen": the alternative denied goes, what is said stands.
      // (Not a denial of the clause itself: "I'm not a nurse anymore", "which was maybe not the smartest idea".)
      .replace(/,?\s+(?:and\s+)?not\s+(?:a\s+|an\s+|the\s+|my\s+)?\p{L}[\p{L}'-]*(?:\s+\p{L}[\p{L}'-]*)?(?=\s*(?:[,.!?;]|$))/giu, (whole: string, at: number, all: string) => {
        const before = all.slice(0, at);
        const stated = /\b(?:is|'s|am|'m|are|'re|live|lives|play|plays|called|named|to|as|in)\b[^,.!?;]*$/i.test(before) && !/\b(?:not|n't|never|no)\b[^,.!?;]*$/i.test(before);
        const deniesItself = /\b(?:any\s*more|really|exactly|quite|at all|yet)$/i.test(whole) || /(?:\b(?:is|am|are|was|were|maybe|probably|definitely|certainly|really|just|or|also|still|perhaps|why|if|do|does|did|can|could|would|will)|'m|'s|'re|\bim)$/i.test(before.trimEnd());
        return stated && !deniesItself ? '' : whole;
      })
      // "it's not peanuts, it's cashews I'm allergic to": the alternative denied first goes too.
      .replace(/\b(?:it'?s\s+|it\s+is\s+)?not\s+(?:a\s+|an\s+|the\s+)?\p{L}[\p{L}'-]*(?:\s+\p{L}[\p{L}'-]*)?\s*[,;—–]\s*(?=(?:it'?s|it\s+is|but)\s)/giu, '')
      // "it's cashews I'm allergic to", "it's the viola I play now": the thing said first in a cleft.
      .replace(/\b(?:but\s+)?it'?s\s+((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)\s+(?:that\s+)?(I'm|I am|im|i'm)\s+allergic\s+to\b/giu, "I'm allergic to $1")
      // "I retrained as a midwife", "I requalified as an electrician": the work they do now.
      // (When it was is no part of the job: "I retrained as a surveyor last year".)
      .replace(/\b(I|i)\s+(?:have\s+|'ve\s+|just\s+)?(?:re-?trained|re-?qualified)\s+as\s+(an?\s+[\p{L}-]+(?:\s+[\p{L}-]+)??)(?:\s+(?:last|this)\s+(?:year|month|week|spring|summer|autumn|fall|winter)|\s+recently|\s+in\s+\d{4})?(?=\s*(?:[,.!?;]|$))/gu, '$1 work as $2')
      // "we had a baby girl, Rosa", "we just had another baby, Theo": a child born, and named.
      .replace(/\b([Ww]e|I)\s+(?:just\s+|finally\s+)?had\s+(?:a|another|our)\s+(?:(?:new\s+)?baby\s+)?(boy|girl|son|daughter|baby)\s*(?:,|\s+(?:called|named))\s+(?=\p{Lu}\p{Ll}+)/gu, (_, who: string, child: string) =>
        `${who === 'I' ? 'I' : 'we'} have a ${({ boy: 'son', girl: 'daughter', baby: 'baby' } as Record<string, string>)[child] ?? child} called `)
      // "I translate manuals, that's how I earn my money", "I drive a cab - pays the bills": what earns their living is their work.
      .replace(/\s*(?:,|-|–|—)\s*(?:that's|thats|that is|which is|it's|its|it|that|which)?\s*(?:how\s+)?(?:i\s+)?(?:earn|earns|make|makes|pay|pays)\s+(?:my\s+|a\s+)?(?:money|living|crust|rent|bills|the bills|the rent|ends meet)\b/giu, (whole: string, at: number, all: string) =>
        // (Not of a feeling about the job: "I love my job, pays the bills" tells no work.)
        /\b(?:love|like|hate|enjoy|can't stand)\b|\bmy\s+(?:job|work)\b/i.test(all.slice(0, at).split(/[.!?]/).pop()!) ? whole : ' for a living')
      // "do u know what i play? like music", "who I'm with? Like my partner's name": after a question, "like" says what it means.
      .replace(/(\?\s*)(?:like|i mean|as in)\b[,\s]*/giu, '$1')
      // "I stay in Kolkata": Indian, Scottish and West African English for where they live.
      .replace(/\b(I|i|[Ww]e)\s+(?:currently\s+|now\s+)?stay\s+in\s+(?=\p{Lu}\p{Ll})/gu, '$1 live in ')
      // "Did I tell you I'm a social worker? Child protection mostly.": a telling put as a question is told.
      .replace(/(^|[.!?]\s+)(?:did|have)\s+i\s+(?:ever\s+|already\s+)?(?:tell|told|mention|mentioned)(?:\s+(?:to\s+)?(?:you|u))?(?:\s+that)?\s+((?:i|i'm|im|i've|ive|my|we|we're|our)\b[^?.!]*)\?/giu, '$1$2.')
      // "Saxophone player here 🎷", "cello player, amateur": an instrument's player introducing themselves.
      .replace(new RegExp(String.raw`${START}(?:(?:a|an|just\s+a|just\s+an)\s+)?(?:keen\s+|amateur\s+|hobby\s+)?(\p{L}+)\s+player\b(?=\s+here\b|\s*[,.!;]|\s*\p{Extended_Pictographic}|\s*$)(?:\s+here\b)?`, 'giu'), (whole, start: string, instrument: string) =>
        INSTRUMENTS.has(instrument.toLowerCase()) ? `${start}I play the ${instrument.toLowerCase()}` : whole,
      )
      // "Just a barista, nothing fancy": what they are, said without "I'm".
      .replace(/(^|[.!?]\s+)(?:just|only|simply)\s+(an?\s+(?:[\p{L}-]+\s+)?[\p{L}-]+)(?=\s*[,.!;]|\s*$)/giu, (whole, start: string, job: string) => (endsInOccupation(job) ? `${start}I'm ${job}` : whole))
      // "In Brazil I work like dentist", "I am working like software developer": a learner's "like" for "as" before a job.
      .replace(/\b(work|works|worked|working)\s+like\s+(?:an?\s+)?((?:[\p{L}-]+\s+)?[\p{L}-]+)\b/giu, (whole, verb: string, job: string) => (endsInOccupation(job) ? `${verb} as ${withArticle(job)}` : whole))
      // "I own a tortoise named Sheldon": an animal owned is one of theirs, as one had.
      .replace(new RegExp(String.raw`\b(i|we)\s+own\s+(?=(?:a|an|two|three)\s+(?:[\p{L}-]+\s+){0,2}?(?:${SPECIES_WORDS})\b)`, 'giu'), '$1 have ')
      // "I've the one brother, Ciarán", "we've two girls": British "I've" for "I have" before one of theirs.
      .replace(new RegExp(String.raw`\b([Ii]|[Ww]e)'ve\s+(?=(?:the\s+)?(?:one|a|an|two|three|four)\s+(?:(?:older|younger|big|little|baby)\s+)?(?:${KIN_WORDS})s?\b)`, 'gu'), '$1 have ')
      // "Ingrid and Lars, my two, are away": children named, then said to be theirs.
      .replace(/\b(\p{Lu}\p{Ll}+)\s+(?:and|&)\s+(\p{Lu}\p{Ll}+),\s+my\s+(?:two|three|kids|children|boys|girls|twins|little ones)\s*,/gu, 'My kids are called $1 and $2. They')
      // "The love of my life is a pug named Frank": an animal of theirs, named.
      .replace(new RegExp(String.raw`\b(?:[Tt]he\s+love\s+of\s+my\s+life|[Mm]y\s+(?:baby|world|everything|shadow|sidekick|whole\s+world))\s+is\s+(?=(?:a|an)\s+(?:[\p{L}-]+\s+){0,2}?(?:${SPECIES_WORDS})\s+(?:named|called)\s+\p{Lu})`, 'gu'), 'I have ')
      // "Anaphylactic to prawns": allergic, gravely.
      .replace(/(^|[.!?]\s+)anaphylactic\s+to\b/giu, "$1I'm allergic to")
      .replace(/\banaphylactic\s+to\b/giu, 'allergic to')
      // "Me hamster Nugget escaped", "me mam says": dialect's "me" for "my" before one of theirs, at a clause's start.
      .replace(new RegExp(String.raw`${START}me\s+(?=(?:${KIN_WORDS})\b)`, 'giu'), '$1my ')
      // "Mum's lasagne is my ultimate comfort food": the dish is theirs to be comforted by, whoever makes it.
      .replace(new RegExp(String.raw`(^|[.!?]\s+)(?:(?:my|our)\s+)?${COOKS}'s\s+(?=[^.!?]{2,40}?\s+(?:is|are|was)\s+(?:my|our)\s+(?:[\p{L}-]+\s+)?(?:comfort|go-to|favou?rite\s+(?:food|meal|dish)))`, 'giu'), '$1')
      // "Pachinko is probably my fave book", "ramen is basically my comfort food": a favourite hedged or stressed is a favourite.
      .replace(/\b(?:probably|possibly|basically|literally|honestly|definitely|officially|kinda|kind of|sort of)\s+(?=(?:my|our)\s+(?:all[- ]time\s+|absolute\s+|new\s+)?(?:fave|fav|favou?rite|go-to|comfort|dream)\b)/gi, '')
      // "ramen is my emotional support food", "toast is my sick day meal": a food for a low moment is a comfort food.
      .replace(/\b(my|our)\s+(?:emotional[- ]support|happy|feel[- ]good|cheer[- ]me[- ]up|cheer[- ]up|pick[- ]me[- ]up|rainy[- ]day|bad[- ]day|sick[- ]day|sad|hug[- ]in[- ]a[- ]bowl)\s+(food|meal|dish|snack)\b/giu, '$1 comfort $2')
      // "we left lisbon for porto last spring": the town they left for is where they moved.
      .replace(/\b(we|i)\s+((?:just|finally|recently|eventually)\s+)?(?:left|swapped|traded|ditched)\s+(?!(?:my|our|the|a|an|his|her|their|work|school|home|uni|college)\b)[\p{L}'-]+(?:\s[\p{L}'-]+)?\s+for\s+([\p{L}'-]+(?:\s[\p{L}'-]+)?)/giu, (whole, who: string, when: string | undefined, town: string) =>
        namesPlace(town) ? `${who} ${when ?? ''}moved to ${town}` : whole)
      // "my dream is to become a pilot": the work they aim at. ("When I grow up I want to be a vet", from an adult, is a joke.)
      .replace(/\b(?:my|the)\s+(?:dream|goal|plan|aim|ambition)\s+is\s+to\s+(be|become)\s+(?=(?:a|an)\s)/giu, 'I want to $1 ')
      // "my son Mateo and daughter Lena": the second of theirs is theirs too.
      .replace(new RegExp(String.raw`\b(my|our)\s+(${KIN_WORDS})\s+(\p{Lu}\p{Ll}+)\s+and\s+(?=(?:${KIN_WORDS})\s+\p{Lu}\p{Ll}+)`, 'giu'), '$1 $2 $3 and $1 ')
      // "my husband Rui is fisherman", "I am teacher": a learner's occupation said without its article.
      .replace(/\b(is|am|I'm|i'm|im|are)\s+(?!(?:a|an|the|my|your|his|her|their|our|not|very|so|too|also|still|now|just)\b)(\p{Ll}[\p{Ll}-]+(?:\s\p{Ll}[\p{Ll}-]+)?)(?=\s*(?:[,.;!?]|$)|\s+(?:and|but|so|in|at|for|from|with)\b)/gu, (whole, verb: string, job: string) =>
        endsInOccupation(job) && !/s$/.test(job) && !tagsOf(job.split(' ').pop()!).includes('Adjective') ? `${verb} ${withArticle(job)}` : whole)
      // "ten years married to my Tom": the one they are married to, named ("my" before a name is fondness).
      .replace(/(^|[.!?,;—–-]\s*)(?:(?:I've|I\s+have|[Ii]ve)\s+)?(?:[Bb]een\s+)?(?:(?:and\s+)?(?:\w+\s+){0,2}(?:years?|months?)\s+)?married\s+to\s+(?:my\s+)?(\p{Lu}\p{Ll}+)\b(?:\s+(?:for|since)\s+[^,.!?;]+)?/gu, "$1I'm married to $2.")
      // "A correction, if you'll forgive me: …", "if I may": a courtesy, not a condition.
      .replace(/,?\s*\bif\s+(?:i\s+may|you\s+(?:will|would)\s+(?:forgive|allow|permit|excuse)\s+me|you'll\s+(?:forgive|allow|permit|excuse)\s+me|you\s+don't\s+mind(?:\s+me\s+saying)?|you\s+please)\b/giu, '')
      // "we're down in Brighton now", "I'm up in Leeds these days": where they are, said with which way it lies.
      .replace(/\b([Ww]e're|[Ww]e are|I'm|I am|[Ii]m)\s+(?:up|down|over|out)\s+(?=in\s+\p{Lu}[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+)?\s+(?:now|these days|nowadays)\b)/gu, '$1 ')
      // "I dey Accra now" (West African Pidgin): where they are.
      .replace(/\b(I|[Ww]e)\s+dey\s+(?=\p{Lu}\p{Ll}+)/gu, (_, who: string) => (who === 'I' ? "I'm in " : "we're in "))
      // "my favourite food in the whole world is jollof rice": the favourite, without how far it holds.
      .replace(/\b(favou?rite|fave|fav)\s+([\p{L}-]+)\s+(?:in\s+the\s+(?:whole\s+)?(?:wide\s+)?world|of\s+all\s+time|ever|on\s+earth)\s+(?=(?:is|are|has|would|=)\b)/giu, '$1 $2 ')
      // "we're officially denver people now": the town they are people of now is home.
      .replace(/\b(?:we're|we are|i'm|i am|im)\s+(?:officially\s+|proper\s+|now\s+)?(\p{L}[\p{L}-]+(?:\s\p{L}[\p{L}-]+)?)\s+(?:people|folk|folks|residents|locals)\s+now\b/giu, (whole, town: string) => (namesPlace(town) ? `we live in ${capitalised(town)} now` : whole))
      // "it is lactose I cannot have", "it's gluten I can't eat": the thing said first in a cleft.
      .replace(/\b(?:but\s+)?it(?:'s|\s+is)\s+((?:[\p{L}-]+\s+)?[\p{L}-]+)\s+(?:that\s+)?(I|i)\s+(cannot|can't|can not|cant)\s+(have|eat|drink|do|tolerate)\b/gu, "I $3 $4 $1")
      // "I should update you: …", "I wanted to let you know, …": a preface to what is told.
      .replace(/(^|[.!?]\s+)I\s+(?:should|must|need\s+to|have\s+to|ought\s+to|wanted\s+to|want\s+to)\s+(?:update\s+you|give\s+you\s+an\s+update|let\s+you\s+know)\s*[:,-]?\s*/giu, '$1')
      // "seeing a lad called Kieran now", "I have since remarried, to a kind man named Leonard": the one they are with, named.
      .replace(/\b(?:I'm\s+|I\s+am\s+|im\s+)?seeing\s+(?:a|this)\s+(?:lad|guy|girl|man|woman|bloke|fella|chap|lass)\s+(?:called|named)\s+(\p{Lu}\p{Ll}+)/gu, 'my partner is $1. We are seeing each other')
      .replace(/\b((?:have|had)\s+)?(?:since\s+)?(?:re)?married,?\s+to\s+(?:a|an)\s+(?:[\p{L}-]+\s+){0,2}(?:man|woman|guy|lady|gentleman|chap|fella|bloke)\s+(?:named|called)\s+(\p{Lu}\p{Ll}+)/gu, (_, had: string | undefined, name: string) => `${had ? 'am ' : ''}married to ${name}`)
      // "Yoshiko and I wed in 1979": a learner's or an older member's "wed" for "got married".
      .replace(/\b(and\s+(?:i|me))\s+wed\b/giu, '$1 got married')
      // "Been seeing this guy Arturo for a year": the one they are seeing is their partner.
      .replace(/(^|[.!?]\s+)(?:[Ii]'ve\s+|I\s+have\s+|[Ii]ve\s+)?[Bb]een\s+seeing\s+(?:this\s+(?:guy|girl|man|woman|lad|lass)\s+)?(\p{Lu}\p{Ll}+)\b/gu, '$1My partner is $2. We have been together')
      // "I'm dating Alex", "going out with Priya", "seeing Jo now": who they are with now ("seeing Jo tonight" is a plan).
      .replace(/\b(?:I'm|I am|im|i'm)\s+(?:now\s+|currently\s+)?(?:dating|going\s+out\s+with|seeing)\s+(?=\p{Lu}\p{Ll}+(?:\s+(?:now|these days|at the moment)\b|\s*[,.!?;]|\s*$))/gu, 'my partner is ')
      // "We've got a little place in Hobart", "the rent here in Toronto": where they live.
      .replace(/\b(?:[Ii]|[Ww]e)(?:'ve|\s+have)?\s+(?:got\s+)?(?:a|our|my)\s+(?:(?:little|small|wee|tiny|lovely|cosy|cozy|new)\s+)?(?:place|flat|house|apartment|home|cottage|bungalow|condo)\s+(?:here\s+)?in\s+(?=\p{Lu})/gu, 'I live in ')
      .replace(/\brent\s+here\s+in\b/giu, 'rent in')
      // "Greetings from sunny Adelaide, where I've lived my whole life": the town they live in, named before it is said.
      .replace(/\b(?:in|from)\s+(?:(?:sunny|rainy|lovely|beautiful|good old|windy|snowy)\s+)?(\p{Lu}[\p{L}-]+(?:\s\p{Lu}[\p{L}-]+)?),\s+where\s+(?:I|we)(?:'ve|\s+have)?\s+(?:lived|been living)\b/gu, '. I live in $1, having lived there')
      // "I'm a Dubliner by birth but Limerick's been home for years": the town that has been home, a clause of its own.
      .replace(/\s+but\s+(\p{Lu}[\p{L}-]+)(?:'s|\s+has|\s+is)\s+(?:been\s+)?home\b/gu, '. $1 has been home')
      // "Priyanka — my cousin — wedding's in February": the wedding of one of theirs named with who they are.
      .replace(new RegExp(String.raw`\b(\p{Lu}\p{Ll}+)\s*(?:[—–,]|\s-)\s*my\s+(${KIN_WORDS})\s*(?:[—–,]|\s-)\s*(?:(?:her|his|their)\s+)?wedding(?:'s|\s+is)\s+(?:in|on)\s+(${MONTHS.join('|')})\b`, 'gu'), 'My $2 $1 is getting married in $3')
      // "Software engineer here.", "Retired postman here": what they are, introducing themselves.
      .replace(/(^|[.!?]\s+)((?:[\p{L}-]+\s+){0,2}[\p{L}-]+)\s+here\b(?=\s*(?:[.,!;]|$))/giu, (whole, start: string, job: string) => (endsInOccupation(job) && !/^(?:the|a|an|my|our|your|his|her|their)\b/i.test(job) ? `${start}I'm ${withArticle(job.toLowerCase())}` : whole))
      // "My day job is paralegal", "my main job is ...": their job.
      .replace(/\b([Mm]y)\s+(?:day|main|real|full-time|actual)\s+job\s+is\b/gu, '$1 job is')
      // "what I do is plumbing", "what I do for a living is carpentry": the trade they work in.
      .replace(/(^|[.!?]\s+)[Ww]hat\s+I\s+do(?:\s+for\s+(?:a\s+living|work))?\s+is\s+(?=\p{Ll})/gu, '$1I work in ')
      // "About me: 1) pharmacist 2) 34 3) ...": a numbered list said as a list.
      .replace(/(\babout me\s*[:,-]\s*)(\d+[).]\s*[^.!?]+)/giu, (_, label: string, list: string) => `${label}${list.replace(/^\d+[).]\s*/, '').replace(/\s+\d+[).]\s*/g, ', ')}`)
      // "Pune's where I live": the town where they live, said first.
      .replace(/\b(\p{Lu}[\p{L}-]+)(?:'s|\s+is)\s+where\s+(?:I|we)\s+(?:live|stay|am based|'m based|call home)\b/gu, 'I live in $1')
      // "home for me these days is Kyoto": where home is now.
      .replace(/\b([Hh]ome\s+for\s+(?:me|us))\s+(?:these days|nowadays|now|right now|at the moment)\s+is\b/gu, '$1 is')
      // "after a long shift all I want is dal and rice", "when life gets hard i eat pho": what they eat at a low moment.
      .replace(new RegExp(String.raw`\b(?:[Aa]fter|[Ww]hen|[Ww]henever|[Ii]f)\s+(?:[\p{L}'-]+\s+){0,3}?(?:${LOW_MOMENT_WORDS})(?:\s+(?:day|days|shift|shifts|week|weeks|night|nights))?,?\s+(?:all\s+(?:I|i|we)\s+(?:want|need|crave)\s+is|(?:I|i|we)\s+(?:always\s+|just\s+)?(?:eat|make|cook|have|order|want)(?:\s+(?:myself|ourselves))?)\s+(?:(?:my|our)\s+[\p{L}]+'s\s+)?([^,.!?]+)`, 'gu'), 'my comfort food is $1')
      // "Nan's rice pudding, nothing comes close": nothing beats it.
      .replace(/(^|[.!?]\s+)([^,.!?]{2,40}?),\s+nothing\s+(?:else\s+)?(?:comes\s+close|beats\s+it|compares)\b/giu, '$1Nothing beats $2')
      // "The doctor says I have allergy to wheat": the member's allergy, a learner's words and the doctor's.
      .replace(/\b(?:the\s+|my\s+)?(?:doctor|doc|gp)\s+(?:says|said)\s+(?:that\s+)?(?=I\b)/giu, '')
      .replace(/\bI\s+(?:have|got|have got)\s+allergy\s+to\b/gu, 'I am allergic to')
      // "Saxophone — alto — in a jazz combo", "bass in my mates' band", "Banjo. Bluegrass.": an instrument named first is the one they play.
      .replace(/^\s*(?:the\s+)?(\p{L}+)(?=\s*(?:[.!,—–]|\s-\s|\s+in\s+(?:a|my|our|the)\s+(?:[\p{L}'-]+\s+)?(?:band|combo|orchestra|choir|group|trio|quartet|ensemble)\b))/iu, (whole, instrument: string) => (INSTRUMENTS.has(instrument.toLowerCase()) ? `I play the ${instrument.toLowerCase()}` : whole))
      // "I'm a bridesmaid for Keira in September": Keira's wedding, that month.
      .replace(new RegExp(String.raw`\bI'?m\s+(?:a\s+|the\s+)?(?:bridesmaid|maid of hono(?:u)?r|best man|groomsman|flower girl|usher)\s+(?:for|at)\s+(\p{Lu}\p{Ll}+)(?:'s\s+wedding)?\s+in\s+(${MONTHS.join('|')})\b`, 'gu'), '$1 is getting married in $2')
      // "Pet: one tortoise, Sheldon, age 42": the animal and its name.
      .replace(new RegExp(String.raw`(^|[.!?]\s+)[Pp]ets?\s*:\s*(?:one|a|an)\s+(${SPECIES_WORDS}),\s*(\p{Lu}\p{Ll}+)`, 'gu'), '$1My $2 is called $3')
      // "We got a rescue greyhound, she's called Willow": one of theirs, got and named.
      .replace(new RegExp(String.raw`\b([Ww]e|I)\s+(?:just\s+)?got\s+(an?\s+(?:rescue\s+|new\s+|little\s+)?(?:${SPECIES_WORDS})),\s+(?:she|he|it)(?:'s|\s+is)\s+(?:called|named)\s+(?=\p{Lu})`, 'gu'), '$1 have $2 called ')
      // "..., sorry for my english": an apology for the words, not part of what is told.
      .replace(/[,.;]?\s*(?:sorry|excuse me|pardon)\s+(?:for\s+)?my\s+(?:bad\s+|poor\s+|broken\s+)?english\b[.!]*/giu, '.')
  );
}
