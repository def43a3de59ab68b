/**
 * Conversations that test whether a member recognises Bela's side of the talk (issue 41, deliverable
 * 4): greeted as known in a new chat and introduced only in the first chat ever, a choice answered
 * with a choice, what the member brought up earlier coming back when the talk leaves room for it, no
 * sentence said twice in a chat, and no grammar slips when she echoes the member's words. Written for
 * this set from those general kinds, not from any memory or extractor corpus, and kept apart from
 * conversation-corpus.ts (the project's older script, which the offline Bela was written against).
 *
 * The set is split ONCE, by a fixed seed (recognition-split.ts): about 70% development, 30% held out.
 * Tune on the development part; the held-out part is only ever reported as figures.
 */
import type { PartOfDay } from '../../ports/chat-model';

export interface RecognitionTurn {
  says: string;
  /** The message offers a choice between these two: the reply names one of them. */
  choice?: [string, string];
  /** Something the member said earlier in the chat that this reply should bring back (the talk leaves room for it). */
  recalls?: RegExp;
}

export interface RecognitionChat {
  /** Days since the member last talked with Bela when this chat starts; null: never (their first chat ever). */
  since: number | null;
  /** The member's part of day, when their time zone is known. */
  partOfDay?: PartOfDay;
  turns: (string | RecognitionTurn)[];
}

export interface RecognitionConversation {
  id: string;
  /** The member's display name, when they have one. */
  name?: string;
  /** One member's chats, in order. */
  chats: RecognitionChat[];
}

export const RECOGNITION_CORPUS: RecognitionConversation[] = [
  // Greetings: a first chat ever, then a new chat some time later.
  { id: 'g01', name: 'Priya Nair', chats: [{ since: null, turns: ['hi', 'just trying this out'] }, { since: 2, turns: ['hi', 'back for more chat'] }] },
  { id: 'g02', name: 'Tom', chats: [{ since: null, turns: ['hello there'] }, { since: 0, turns: ['hello again', 'forgot to say something earlier'] }] },
  { id: 'g03', chats: [{ since: null, turns: ['hey'] }, { since: 9, turns: ['hey', 'been busy lately'] }] },
  { id: 'g04', name: 'Amara', chats: [{ since: null, partOfDay: 'morning', turns: ['good morning'] }, { since: 1, partOfDay: 'evening', turns: ['evening!', 'long day'] }] },
  { id: 'g05', name: 'Jonas Berg', chats: [{ since: null, turns: ['yo'] }, { since: 40, turns: ['yo', 'remember me?'] }] },
  { id: 'g06', name: 'Mei', chats: [{ since: null, turns: ['Hi! I just signed up'] }, { since: 3, turns: ['Hiya', 'how have you been'] }] },
  { id: 'g07', name: 'Sam', chats: [{ since: null, partOfDay: 'night', turns: ['cant sleep so here i am'] }, { since: 0, partOfDay: 'night', turns: ['still awake lol'] }] },
  { id: 'g08', name: 'Olu', chats: [{ since: null, turns: ['hey there bela'] }, { since: 5, turns: ['hey bela', 'what have you been up to'] }] },
  { id: 'g09', chats: [{ since: null, partOfDay: 'afternoon', turns: ['hello'] }, { since: 14, partOfDay: 'afternoon', turns: ['hello', 'its been a while'] }] },
  { id: 'g10', name: 'Hannah', chats: [{ since: null, turns: ['so you are bela?'] }, { since: 1, turns: ['morning bela'] }] },
  { id: 'g11', name: 'Luis', chats: [{ since: 6, turns: ['hi'] }] },
  { id: 'g12', name: 'Greta', chats: [{ since: 0, partOfDay: 'morning', turns: ['morning', 'coffee first'] }] },
  { id: 'g13', chats: [{ since: 2, turns: ['hey its me again'] }] },
  { id: 'g14', name: 'Ines', chats: [{ since: null, turns: ['I feel a bit awkward talking to an AI'] }, { since: 4, turns: ['ok I am back', 'less awkward this time'] }] },
  { id: 'g15', name: 'Dev', chats: [{ since: null, turns: ['sup'] }, { since: 0, turns: ['sup'] }] },
  { id: 'g16', name: 'Rosa', chats: [{ since: 30, partOfDay: 'evening', turns: ['good evening', 'missed chatting'] }] },

  // Choices between two things, in several frames.
  { id: 'c01', name: 'Priya', chats: [{ since: 1, turns: ['hi', { says: 'Should I wear a suit or something casual?', choice: ['suit', 'casual'] }] }] },
  { id: 'c02', chats: [{ since: null, turns: ['hey', { says: 'tea or coffee this afternoon?', choice: ['tea', 'coffee'] }, 'ok'] }] },
  { id: 'c03', name: 'Kai', chats: [{ since: 2, turns: ['hi', { says: 'do I text him tonight or wait until tomorrow', choice: ['text', 'wait'] }] }] },
  { id: 'c04', name: 'Noor', chats: [{ since: 0, turns: ['hello', { says: 'would it be smarter to take the bus or walk?', choice: ['bus', 'walk'] }] }] },
  { id: 'c05', chats: [{ since: 3, turns: ['hey', { says: 'which is better for a first date, bowling or a museum?', choice: ['bowling', 'museum'] }] }] },
  { id: 'c06', name: 'Felix', chats: [{ since: 1, turns: ['hi', { says: "I can't decide between the blue sofa and the grey one", choice: ['blue', 'grey'] }] }] },
  { id: 'c07', name: 'Ada', chats: [{ since: 0, turns: ['hi', { says: 'should I go for the cheaper flat or the one closer to work?', choice: ['cheaper', 'closer'] }] }] },
  { id: 'c08', chats: [{ since: 5, turns: ['hey', { says: 'is it better to study tonight or get up early?', choice: ['study', 'early'] }] }] },
  { id: 'c09', name: 'Yusuf', chats: [{ since: 2, turns: ['hey', { says: 'should i apologise in person or send a message', choice: ['in person', 'message'] }] }] },
  { id: 'c10', name: 'Beth', chats: [{ since: 1, turns: ['hi', { says: 'keep my old car or buy a new one?', choice: ['keep', 'buy'] }] }] },
  { id: 'c11', chats: [{ since: 0, turns: ['hello', { says: 'Pasta tonight, or something lighter?', choice: ['pasta', 'lighter'] }] }] },
  { id: 'c12', name: 'Marta', chats: [{ since: 4, turns: ['hi', { says: 'should I paint the hallway white or something bolder?', choice: ['white', 'bolder'] }] }] },
  { id: 'c13', name: 'Chidi', chats: [{ since: 1, turns: ['hey', { says: 'gym now or after dinner?', choice: ['now', 'after dinner'] }] }] },
  { id: 'c14', chats: [{ since: 2, turns: ['hey', { says: 'what do you reckon, hoodie or jacket for the gig?', choice: ['hoodie', 'jacket'] }] }] },

  // Something brought up earlier in the chat, and a turn that leaves room for it.
  {
    id: 'e01',
    name: 'Priya',
    chats: [{ since: 1, turns: ['hi', 'I have an interview on Friday and I am really nervous about it', 'anyway', 'what is new with you?', { says: 'ok', recalls: /interview/i }] }],
  },
  {
    id: 'e02',
    name: 'Lena',
    chats: [{ since: 0, turns: ['hey', 'my driving test is next week, kind of terrified', 'lol', { says: 'not much else going on', recalls: /driving test|test/i }] }],
  },
  {
    id: 'e03',
    chats: [{ since: 3, turns: ['hello', 'my sister is moving to Canada next month', 'it is fine', { says: 'yeah', recalls: /sister|Canada/i }] }],
  },
  {
    id: 'e04',
    name: 'Arjun',
    chats: [{ since: 2, turns: ['hi bela', "I've got a big presentation tomorrow", 'haha', 'cool', { says: 'so what now', recalls: /presentation/i }] }],
  },
  {
    id: 'e05',
    name: 'Clara',
    chats: [{ since: 1, turns: ['hey', 'My dog Biscuit has surgery on Thursday and I am worried', 'thanks', { says: 'hmm', recalls: /Biscuit|surgery/i }] }],
  },
  {
    id: 'e06',
    chats: [{ since: 0, turns: ['hiya', 'first day at the new job on Monday!', 'lol yes', 'okay', { says: 'idk what to talk about', recalls: /job|Monday/i }] }],
  },
  {
    id: 'e07',
    name: 'Owen',
    chats: [{ since: 6, turns: ['hey', 'the exam results come out on Tuesday, I am dreading it', 'whatever', { says: 'meh', recalls: /exam|results/i }] }],
  },
  {
    id: 'e08',
    name: 'Zoe',
    chats: [{ since: 2, turns: ['hello', 'I have a first date on Saturday, eek', 'ha', 'yep', { says: 'anyway', recalls: /date/i }] }],
  },
  {
    id: 'e09',
    chats: [{ since: 1, turns: ['hi', 'my grandad is in hospital again', 'thank you', { says: 'ok', recalls: /grandad|hospital/i }] }],
  },
  {
    id: 'e10',
    name: 'Maya',
    chats: [{ since: 3, turns: ['hey', 'I am running my first half marathon on Sunday', 'nice', 'sure', { says: 'so', recalls: /marathon|Sunday/i }] }],
  },

  // Longer chats of short turns: no sentence said twice.
  { id: 'r01', name: 'Ben', chats: [{ since: 1, turns: ['hi', 'ok', 'lol', 'yeah', 'haha', 'ok', 'hmm', 'cool', 'lol', 'yeah', 'ok'] }] },
  { id: 'r02', chats: [{ since: null, turns: ['hey', 'not much', 'you?', 'nice', 'ok', 'same', 'lol', 'yep', 'ok cool', 'ha'] }] },
  { id: 'r03', name: 'Iris', chats: [{ since: 2, turns: ['hello', 'thanks', 'thank you', 'thanks bela', 'ty', 'thanks again', 'cheers', 'ok thanks'] }] },
  { id: 'r04', name: 'Pete', chats: [{ since: 0, turns: ['hi', 'I am bored', 'so bored', 'still bored', 'bored bored bored', 'entertain me', 'meh', 'boring'] }] },
  { id: 'r05', chats: [{ since: 4, turns: ['hey', 'how are you', 'how are you really', 'and you?', 'how was your day', 'what are you up to', 'how are you doing'] }] },
  { id: 'r06', name: 'Nia', chats: [{ since: 1, turns: ['hi', 'haha', 'lmao', 'hahaha', 'lol', 'rofl', 'hehe', 'lol ok'] }] },
  { id: 'r07', name: 'Theo', chats: [{ since: 3, turns: ['hey', 'I am so tired', 'really tired', 'exhausted tbh', 'sleepy', 'so tired', 'tired'] }] },
  { id: 'r08', chats: [{ since: 0, turns: ['hello', 'hmm', 'idk', 'maybe', 'not sure', 'hmm', 'dunno', 'maybe'] }] },

  // Echoing the member's words: plurals, a pet's pronoun, a place after a preposition.
  { id: 'w01', name: 'Ana', chats: [{ since: 1, turns: ['hi', 'the children were wild at school today'] }] },
  { id: 'w02', chats: [{ since: 2, turns: ['hey', 'my cat Luna is sulking, she knocked over a plant'] }] },
  { id: 'w03', name: 'Ken', chats: [{ since: 0, turns: ['hello', 'packing for my trip to japan', 'so excited'] }] },
  { id: 'w04', name: 'Rhea', chats: [{ since: 3, turns: ['hi', 'my dog Max keeps stealing socks, he is a menace'] }] },
  { id: 'w05', chats: [{ since: 1, turns: ['hey', 'the people at work are driving me mad'] }] },
  { id: 'w06', name: 'Joe', chats: [{ since: 5, turns: ['hi', 'my hamster Nibbles escaped again, she is fine now'] }] },
  { id: 'w07', name: 'Lina', chats: [{ since: 2, turns: ['hello', 'back from my holiday in Greece'] }] },
  { id: 'w08', chats: [{ since: 0, turns: ['hi', 'my kids have a swimming lesson tonight', 'they love it'] }] },
  { id: 'w09', name: 'Ola', chats: [{ since: 1, turns: ['hey', 'the women in my book club are hilarious'] }] },
  { id: 'w10', name: 'Eli', chats: [{ since: 4, turns: ['hi', 'my parrot Rio learned a new word, he says hello now'] }] },

  // Her running jokes: Cipher explained the first time he comes up in a chat.
  { id: 'j01', name: 'Mo', chats: [{ since: 10, turns: ['hi', 'do you have any pets?', 'tell me a story'] }] },
  { id: 'j02', chats: [{ since: 1, turns: ['hey', 'what did you do today?', 'how are you', 'I need a hug'] }] },
  { id: 'j03', name: 'Sara', chats: [{ since: 2, turns: ['hi', 'cats or dogs?', 'good night'] }] },
  { id: 'j04', chats: [{ since: 8, turns: ['hello', 'brb', 'back', 'I missed you'] }] },
];
