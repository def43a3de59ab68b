/**
 * The pronouns the member gives for themselves: "she/her pls", "my pronouns are he/him", "I use
 * they/them", "pronouns: she/they". A set of pronouns said of someone else ("my partner uses
 * they/them") is theirs, not the member's, and is not read here.
 */
const PRONOUN = String.raw`(?:she|he|they|xe|ze|ey|fae|it|her|him|them|hers|his|theirs|xem|xir|zir|hir|em|faer|its)`;
const PRONOUN_SET = String.raw`((?:she|he|they|xe|ze|ey|fae|any|it)\s*\/\s*${PRONOUN}(?:\s*\/\s*${PRONOUN})?)`;
const MINE = new RegExp(
  String.raw`^(?:(?:my\s+)?pronouns?\s*(?:are|r|is|:|=)?\s*|(?:i\s+use|i\s+go\s+by|i'm\s+a|i'm|im|i\s+am)\s+)?${PRONOUN_SET}(?:\s+pronouns)?(?=\s*(?:[,.!;]|$|\s+(?:pls|please|thanks|thx|btw|x+)\b|\s+\p{Extended_Pictographic}))`,
  'iu',
);

/** "she/her", as the member gave it, or nothing. */
export function pronounsOf(clause: string): string | undefined {
  return MINE.exec(clause.trim())?.[1]?.toLowerCase().replace(/\s+/g, '');
}
