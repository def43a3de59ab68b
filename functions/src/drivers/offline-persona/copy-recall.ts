/**
 * Bela's words when the member asks about something they told her ("what's my sister's name?"),
 * and when she greets them after a plan of theirs has passed. Placeholders: {fact}/{Fact} the fact
 * in her words ("your sister is Ana"), {value}/{Value} the thing asked for ("Pepper"), {name} the
 * person's or pet's name, {relation}, {species}, {event} ("the job interview", "your exam"),
 * {when} ("on Tuesday", "yesterday"), {category} ("food"), {member} the member's name.
 */

/** Before the answer, on the first reply of a conversation: she knows them, so no introduction. */
export const RECALL_HELLOS = ['Hi again!', 'Hello again!', 'Good to see you again!', 'Hi {member}!', 'Hello again, {member}!'];
/** The same first words for a member she has not talked with before (never "again"). */
export const FIRST_RECALL_HELLOS = ['Hi!', 'Hello!', 'Hi {member}!', 'Hello, {member}!'];

/** The answer, when she knows it. */
export const KNOWN_LINES = ['{Fact}.', 'Of course — {fact}.', 'I remember: {fact}.', 'You told me {fact}.'];

/** The answer to "do you remember ...?", when she does. */
export const REMEMBERED_LINES = ['Of course — {fact}.', 'Yes — {fact}.', 'I do: {fact}.', 'I remember: {fact}.'];

/** The answer to a name asked for ("what's my dog's name?"): the name first, warmly. */
export const KNOWN_NAME_LINES = ['Of course — {value}!', '{Value}, of course!', 'How could I forget — {value}!', 'That’s {value}!'];

/** The member's own name. */
export const KNOWN_OWN_NAME_LINES = ['You’re {value}!', 'Your name is {value}.', 'Of course — you’re {value}.'];

/** After the answer, one question that keeps the conversation going; by what was asked about. */
export const RECALL_FOLLOW_UPS: Record<string, readonly string[]> = {
  name: ['What’s on your mind today?', 'How are you doing today?'],
  'person-named': ['How is {name} doing?', 'How are things with {name}?'],
  person: ['How are they doing?', 'How are things with them?'],
  'person-she': ['How is she doing?', 'How are things with her?'],
  'person-he': ['How is he doing?', 'How are things with him?'],
  'pet-named': ['How is {name} doing?', 'What has {name} been up to?'],
  pet: ['How are they doing?'],
  work: ['How’s work going?', 'How are things at work?'],
  study: ['How are your studies going?', 'How is it going?'],
  home: ['How do you like it there?', 'How’s life there?'],
  origin: ['Do you get back there often?', 'What do you miss about it?'],
  plan: ['How are you feeling about it?', 'Are you ready for it?'],
  'plan-past': ['How did it go?', 'How was it?'],
  likes: ['What else are you into lately?', 'Have you had time for it lately?'],
  dislikes: ['Anything else I should know to steer clear of?'],
  favourite: ['Had any lately?', 'When did you last have it?'],
  birthday: ['Any plans for it?'],
  style: ['Let me know if that changes.'],
  everything: ['Did I get that right?', 'Anything you’d like to add?'],
};

/** When she does not know: honest, and she asks. */
/** "Do I have a sister?" of a member who told of a brother: no, and the one they have. */
export const OTHER_SIBLING_LINES: readonly string[] = ['Not that you’ve told me — {fact}, though.', 'Not a {asked}, as far as I know — but {fact}.'];
/** Asked after a partner or a pet by another word than the one they told ("my bf" of a husband, "my pup" of a cat): the one they have. */
export const OTHER_WORD_LINES: readonly string[] = ['{Fact} — unless there’s news I’ve missed?', 'You mean {name}? {Fact}.'];

export const UNKNOWN_LINES: Record<string, readonly string[]> = {
  'person-name': ['You haven’t told me your {relation}’s name yet — what is it?', 'I don’t know your {relation}’s name yet. What is it?'],
  'person-city': ['You haven’t told me where your {relation} lives yet — where is it?'],
  'person-job': ['You haven’t told me what your {relation} does yet — what is it?'],
  person: ['You haven’t told me about your {relation} yet — what are they like?'],
  'person-exists': ['You haven’t mentioned {asked} to me yet.', 'Not that you’ve told me — I don’t know of {asked}.'],
  'pet-name': ['You haven’t told me your {species}’s name yet — what is it?', 'I don’t know your {species}’s name yet. What is it?'],
  pet: ['You haven’t told me about a pet yet — do you have one?'],
  work: ['You haven’t told me what you do yet — what’s your work?', 'I don’t know what you do yet. What’s your work?'],
  study: ['You haven’t told me what you study yet — what is it?'],
  home: ['You haven’t told me where you live yet — where’s home?', 'I don’t know where you live yet. Where’s home?'],
  origin: ['You haven’t told me where you’re from yet — where is it?'],
  plan: ['I don’t think you’ve told me when {event} is — when is it?', 'You haven’t told me when {event} is yet. When is it?'],
  plans: ['You haven’t told me about any plans coming up — anything on the calendar?'],
  likes: ['You haven’t told me much about what you love yet — what are you into?'],
  dislikes: ['You haven’t told me what you can’t stand yet — what is it?'],
  favourite: ['You haven’t told me your favourite {category} yet — what is it?'],
  birthday: ['You haven’t told me your birthday yet — when is it?'],
  everything: ['We’re still getting to know each other — what would you like me to know about you?'],
};

/** "Here’s what I remember: ..." before a list of facts. */
export const EVERYTHING_LINES = ['Here’s what I remember: {fact}.', 'I know that {fact}.'];

/** Greeting a returning member after a plan of theirs has passed (within a week). */
export const RETURN_HELLOS = ['Hi {member}!', 'Welcome back, {member}!', 'Hi again!', 'Welcome back!', 'Good to see you again!'];
export const HOW_DID_IT_GO = ['How did {event} go {when}?', 'I’ve been wondering — how did {event} go {when}?', 'Tell me, how did {event} go {when}?'];
