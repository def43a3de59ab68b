/** What read-message.ts finds in a conversation: the only input the reply composer works from. */
import type { PartOfDay } from '../../ports/chat-model';

export type Feeling = 'grieving' | 'sad' | 'anxious' | 'sleepless' | 'tired' | 'happy' | 'bored' | 'angry';
export type AboutKind = 'general' | 'name' | 'job' | 'origin' | 'age' | 'doing' | 'likes' | 'day' | 'looks' | 'wearing';
export type TopicKind =
  | 'work' | 'music' | 'food' | 'drink' | 'screen' | 'travel' | 'games' | 'books' | 'fitness' | 'pets'
  | 'weather' | 'sleep' | 'study' | 'family' | 'friends' | 'dating' | 'weekend' | 'art';
export type AdviceKind = 'medical' | 'legal' | 'financial';
/** Favourite things of Bela's the user can ask about by name. */
export type FavouriteKind = 'film' | 'music' | 'food' | 'book' | 'drink' | 'colour' | 'place' | 'season' | 'animal';
/** "What should I ...?": the suggestions Bela can make offline. */
export type SuggestionKind = 'cook' | 'watch' | 'read' | 'listen' | 'play' | 'do';
/**
 * A message that is only a short reaction or a scrap: "ok", "no", "idk", "nothing much", "anyway",
 * "really?", "why?", "what do you think?", "test", a stray keystroke, keyboard mash, a smiley, "...",
 * or a single word that is not a known topic. Read from the whole message, never from a part of it.
 */
export type ShortKind =
  | 'yes' | 'no' | 'unsure' | 'quiet' | 'filler' | 'sorry' | 'sigh' | 'doubt' | 'clarify' | 'opinion' | 'ping'
  | 'keystroke' | 'mash' | 'silence' | 'smile' | 'emoji' | 'one-word';

/** One of two things the member offers to choose between. */
export interface ChoiceOption {
  /** As Bela says it on its own, seen from her side: "sushi", "read a book", "the black one", "in the morning". */
  said: string;
  /** As it reads inside a sentence: "sushi", "reading a book" (a thing or a gerund; a circumstance as said). */
  noun: string;
  /** A thing ("sushi"), something to do ("go running"), or when or how ("in the morning"). */
  shape: 'thing' | 'action' | 'circumstance';
  /** Restful, active, or a big step that is hard to take back ("quit"), when it is clearly one of them. */
  pace?: 'rest' | 'active' | 'big';
}

/** "Pizza or sushi?", "should I go running or read a book?" */
export interface Choice {
  options: [ChoiceOption, ChoiceOption];
  /** Whose choice it is: the member's own ("should I ...?") or a matter of Bela's taste ("cats or dogs?"). */
  chooser: 'member' | 'bela';
}

/** What advice is asked for: what to say to someone, a present, what to wear, ... or anything else. */
export type AdviceTheme = 'talk' | 'gift' | 'wear' | 'date' | 'prepare' | 'sleep' | 'calm' | 'friends' | 'focus' | 'plans' | 'general' | 'open';
/**
 * How Bela answers a yes/no question about the member's own matter: yes or no (with rest, feelings or
 * time as the reason), "you can", "I think so" (will it go well?), "a little" (am I overthinking?), a
 * lean on a small "should I", or "not on a whim" on a big one, "not now" on a 2 a.m. text to an ex,
 * "it's not just you", and "of course" when they ask leave to come back to her ("can I call you later?").
 */
export type YesNoLean =
  | 'yes' | 'no' | 'rest-yes' | 'rest-no' | 'feelings-yes' | 'feelings-no' | 'time' | 'can' | 'hope' | 'a-little' | 'should' | 'big' | 'not-now' | 'not-just-you' | 'welcome';
/** What a question about Bela is about. */
export type BelaSubject =
  | 'pets' | 'food' | 'sleep' | 'low' | 'happy' | 'people' | 'music' | 'travel' | 'belief' | 'languages' | 'feelings' | 'memory' | 'opinion' | 'understand' | 'other';

/** A question the member asks directly, which the reply must answer. */
export type Asked =
  | { kind: 'choice'; choice: Choice }
  | { kind: 'advice'; theme: AdviceTheme; /** "your manager": who it is about, when the question names them. */ person?: string }
  | { kind: 'yes-no'; lean: YesNoLean }
  | { kind: 'about-bela'; subject: BelaSubject; /** "Do you ...?" rather than "what do you ...?" */ yesNo: boolean };

export interface Topic {
  /** The word itself, as it reads inside a sentence ("sister", "Tokyo"). */
  word: string;
  /**
   * The noun phrase the user wrote, seen from Bela's side ("my sister" → "your sister", "new shoes"),
   * or the word when it came without a determiner. Copy places it only where any noun phrase reads well.
   */
  phrase: string;
  kind?: TopicKind;
  /** A known topic word, or a word after "my", "the", ... or a proper noun: safe to bring up again later. */
  strong: boolean;
}

export interface Reading {
  /** The user's first name, when the display name has one. */
  name?: string;
  /** The first message of the conversation: Bela has not spoken yet, so she greets (and, meeting a new member, introduces herself). */
  firstTurn: boolean;
  /**
   * Bela has talked with the member before, in this or another conversation (the request's time
   * says their previous message was not their first ever): a new chat greets them as known, never
   * with an introduction. False when the request does not say (she then introduces herself).
   */
  known: boolean;
  crisis: boolean;
  /**
   * One of the member's last few messages before this one asked for help in a crisis (or the crisis
   * card is in the history): Bela stays quiet and caring, with no jokes and no teasing.
   */
  afterCrisis: boolean;
  /** Asks to talk about something else, or to be distracted. */
  changeSubject: boolean;
  /** Says they will call a helpline or reach out to someone. */
  reachingOut: boolean;
  /** Asks whether Bela is a human, a bot or an AI. */
  identity: boolean;
  explicit: boolean;
  advice?: AdviceKind;
  goodbye: boolean;
  /** "brb": leaving only for a moment. */
  backSoon: boolean;
  sleepy: boolean;
  love: boolean;
  miss: boolean;
  compliment: boolean;
  thanks: boolean;
  joke: boolean;
  /** Asks for a story. */
  story: boolean;
  /** Has let Bela pick the topic. */
  pickTopic: boolean;
  /** Asks for a hug or comfort. */
  hug: boolean;
  /** Asks Bela for a photo or selfie. */
  photo: boolean;
  askMyName: boolean;
  /** Names someone ("a cat called Miso", "her name is Ana"): Bela does not ask the name back. */
  gaveName: boolean;
  /** The pronoun the member uses for the one they tell about, when it is "she" or "he" alone. */
  pronoun?: 'she' | 'he';
  /** X in "do you like X?". */
  likesThing?: string;
  /** A question about Bela herself. */
  about?: AboutKind;
  /** "What's your favourite film?" */
  favourite?: FavouriteKind;
  /** "What should I cook tonight?" */
  suggestion?: SuggestionKind;
  /** The question the message asks directly: the reply answers it. */
  asked?: Asked;
  /** The member's feeling in this message or one of their last few: a tired member is picked the restful option. */
  mood?: Feeling;
  /** "Should I quit my job?": a decision that is the user's to make. */
  decision: boolean;
  short?: ShortKind;
  howAreYou: boolean;
  greeting: boolean;
  greetingTime?: 'morning' | 'afternoon' | 'evening';
  /** The member's part of day, from their time zone (ChatRequest.time); absent when unknown. */
  partOfDay?: PartOfDay;
  /** Calendar days since the member last talked with Bela: null the first time, absent when not told. */
  daysAway?: number | null;
  /** The first message of a conversation, or the first after a day or more away: Bela greets. */
  sessionStart: boolean;
  feeling?: Feeling;
  laugh: boolean;
  question: boolean;
  topic?: Topic;
  /** The message tells of something that has happened ("we went hiking on Sunday"). */
  toldAsPast: boolean;
  /** A strong topic from an earlier user message, to ask about again. */
  earlierTopic?: Topic;
  /**
   * Something the member brought up earlier in the chat with a feeling, a worry or a day to come
   * ("the interview on Friday"), not come back to since: Bela brings it back when the talk leaves room.
   */
  earlierMatter?: Topic;
  /** Recent replies of Bela's, to avoid repeating a line. */
  recent: string;
}
