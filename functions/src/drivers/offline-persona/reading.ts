/** What read-message.ts finds in a conversation: the only input the reply composer works from. */

export type Feeling = 'sad' | 'anxious' | 'tired' | 'happy' | 'bored' | 'angry';
export type AboutKind = 'general' | 'name' | 'job' | 'origin' | 'age' | 'doing' | 'likes' | 'day';
export type TopicKind =
  | 'work' | 'music' | 'food' | 'drink' | 'screen' | 'travel' | 'games' | 'books' | 'fitness' | 'pets'
  | 'weather' | 'sleep' | 'study' | 'family' | 'friends' | 'dating' | 'weekend' | 'art';
export type AdviceKind = 'medical' | 'legal' | 'financial';

export interface Topic {
  word: string;
  kind?: TopicKind;
  /** A known topic word, or a word after "my", "the", ... or a proper noun: safe to bring up again later. */
  strong: boolean;
}

export interface Reading {
  /** The user's first name, when the display name has one. */
  name?: string;
  /** Bela has not spoken yet, so she introduces herself. */
  firstTurn: boolean;
  crisis: boolean;
  /** Asks whether Bela is a human, a bot or an AI. */
  identity: boolean;
  explicit: boolean;
  advice?: AdviceKind;
  goodbye: boolean;
  sleepy: boolean;
  love: boolean;
  miss: boolean;
  compliment: boolean;
  thanks: boolean;
  joke: boolean;
  askMyName: boolean;
  /** X in "do you like X?". */
  likesThing?: string;
  /** A question about Bela herself. */
  about?: AboutKind;
  howAreYou: boolean;
  greeting: boolean;
  greetingTime?: 'morning' | 'afternoon' | 'evening';
  feeling?: Feeling;
  laugh: boolean;
  question: boolean;
  topic?: Topic;
  /** A strong topic from an earlier user message, to ask about again. */
  earlierTopic?: Topic;
  /** Recent replies of Bela's, to avoid repeating a line. */
  recent: string;
}
