/**
 * Clauses told without their subject, as in texting ("got a job at a gallery", "cello lessons
 * tonight", "been playing bass since grade 9"): the subject they need is put back ("I", "I have",
 * "I've", "I'm") before the frames read them.
 */
import { nlp } from '../lazy-nlp';
import { MONTHS } from './dates';
import { tagsOf, withArticle } from './words';
import { FRAME_VERBS } from './frame-verbs';
import { OFTEN } from './frame-words';
import { doingSaid, isPastimeWord } from './pastimes-taken-up';

/** A life event told without its subject, as in texting: "got a job at a gallery", "moved to Leeds in May". */
const SUBJECTLESS_EVENT = /^(?:just\s+|finally\s+|recently\s+)?(?:(?:got|moved|started|joined|bought|adopted|graduated|relocated|switched|landed|began)\s+(?:a|an|my|to|into|at|from|the|our)|(?:started|began)\s+\p{L}+ing\s|booked\s+(?:flights?|tickets?|a|an|the|my|our)\b|(?:live|work)\s+(?:in|at|as|for)\s+\p{L}|(?:loved|hated|enjoyed|adored)\s+(?:the|a|an|my|our|every|this|that)\b)/iu;
/** What the member has on, told as the thing and its time: "cello lessons tonight", "dentist appointment tomorrow", "wedding in June" ("I have ..."). */
const SUBJECTLESS_APPOINTMENT = new RegExp(
  String.raw`^(?:(?!(?:to|off|at|for|from|with|of|in|on|into)\b)[\p{L}-]+\s+){0,3}?(lessons?|appointment|interview|exam|class|classes|rehearsal|match|meeting|shift|session|check-?up|surgery|recital|concert|gig|date|test|club|practice|training|choir|wedding|party|funeral|christening|reunion|graduation|dentist|doctor|doctor's|gp|physio|vet|hairdresser|haircut|optician|scan|mri|x-?ray|ultrasound)\s+(?:today|tonight|tomorrow|this\s+\p{L}+|next\s+\p{L}+|on\s+\p{L}+|at\s+\d|in\s+(?:${MONTHS.join('|')})\b|(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\b)`,
  'iu',
);
/** What the member is doing these days, told without "I'm": "learning to play the ukulele", "training for a marathon" ("been playing bass since grade 9": "I've"). */
const SUBJECTLESS_DOING = /^(?:currently\s+|still\s+)?(?:learning|training|studying|saving|working|volunteering|living|teaching|coaching|writing|building|renovating|restoring)\s+(?!a (?:lot|bit|little)\b)(?:to|for|at|in|on|as|a|an|my|the|our)\b/i;
/** What the member cannot eat, told without "I": "can't touch prawns", "don't eat pork". */
const SUBJECTLESS_DIET = /^(?:can't|cannot|can not|don't|do not|never)\s+(?:eat|drink|touch|have|stomach|handle|do)\s+\p{L}/iu;
/**
 * What follows an appointment and its time when it is the subject of a verb of its own: "cello
 * lessons on Thursdays are my favourite part of the week", "exam tomorrow is stressing me out".
 * What is said of it is not the member's plan: the plan is the appointment and its time.
 */
const saidOfTheAppointment = (rest: string) => rest.trim() !== '' && nlp(rest.trim()).has('^#Adverb? (#Copula|#Verb)');

/** The clause told without its subject, with the subject it needs ("I", "I have", "I've", "I'm") put back. */
export function withSpeaker(clause: string): string {
  const put = (speaker: string, said = clause) => `${speaker} ${said.charAt(0).toLowerCase()}${said.slice(1)}`;
  if (SUBJECTLESS_EVENT.test(clause) || SUBJECTLESS_DIET.test(clause)) return put('I');
  const appointment = SUBJECTLESS_APPOINTMENT.exec(clause);
  if (appointment && !/^(?:my|our|his|her|their|your|the|i|i'm|i've|we|we're|we've|you|he|she|they|it)\b/i.test(clause)) {
    // ("a dentist appointment", "an exam": one of a thing that is counted.)
    // (Not "chess club", "football training", "choir practice": had as such.)
    const one = !/s$/i.test(appointment[1]!) && !/^(?:a|an)\b/i.test(clause) && !/^(?:club|practice|training|choir)$/i.test(appointment[1]!);
    const said = saidOfTheAppointment(clause.slice(appointment[0].length)) ? appointment[0] : clause;
    // ("Dentist Thursday": a visit to someone who sees them is an appointment with them.)
    const seen = /^(?:dentist|doctor|doctor's|gp|physio|vet|hairdresser|optician)$/i.test(appointment[1]!) ? said.replace(new RegExp(`\\b${appointment[1]}\\b`, 'i'), (word) => `${word} appointment`) : said;
    const lowered = `${seen.charAt(0).toLowerCase()}${seen.slice(1)}`;
    return `I have ${one ? withArticle(lowered) : lowered}`;
  }
  if (/^been\s+\p{L}+ing\b/iu.test(clause)) return put("I've");
  // "Bit of a Tolkien nerd", "total coffee snob": who they are, told without "I'm a".
  if (/^(?:a\s+)?(?:bit\s+of\s+an?|total|huge|massive|proper|real)\s+(?:[\p{L}-]+\s+){1,2}(?:nerd|geek|buff|fanatic|junkie|snob)\b/iu.test(clause)) return `I'm ${/^a\s/i.test(clause) ? '' : 'a '}${clause.charAt(0).toLowerCase()}${clause.slice(1)}`;
  // "Bouldering three times a week at the gym near work": a pastime and how often, told without "I go".
  const gerund = /^(\p{L}+ing)\s+(?!(?:is|was|are|were|has|had|makes|keeps|gets)\b)/iu.exec(clause)?.[1];
  if (gerund && isPastimeWord(gerund) && OFTEN.test(clause)) return `${doingSaid(gerund)}${clause.slice(gerund.length)}`;
  return SUBJECTLESS_DOING.test(clause) ? put("I'm") : clause;
}

let feelingVerbs: ReadonlySet<string> | undefined;
/** "love", "hate", "adore": a verb of feeling, as a member writes it in the infinitive. */
export const isFeelingVerb = (word: string) => (feelingVerbs ??= new Set<string>(FRAME_VERBS.feel)).has(word.toLowerCase());

/**
 * "Love spreadsheets", "Hate olives", "Adore jazz": a verb of feeling that opens the clause, capitalised as a
 * sentence's first word, with a thing (not a verb of its own, as in "Mark builds boats") after it.
 */
export function feltWithoutSubject(text: string): boolean {
  const [first = '', second = ''] = text.split(/\s+/);
  if (!isFeelingVerb(first)) return false;
  const tags = tagsOf(second.replace(/[^\p{L}'-]+$/u, ''));
  return !tags.includes('Verb') && !tags.includes('Person');
}
