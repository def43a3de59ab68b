/** Guards the readers of facts said in passing share. */

/** A sentence that imagines, asks or speaks of someone else says nothing in passing about the member. */
export const NOT_THEIRS = /\b(?:if|would|wish|dreams?|dreamt|dreamed|imagine|imagining|pretend|pretending|wanted to be|want to be|hope to be|someday|one day|my\s+(?:\p{L}+\s+)?(?:son|daughter|sister|brother|mum|mom|dad|mother|father|wife|husband|partner|friend|cousin|neighbour|neighbor|colleague|boss|uncle|aunt|kid|kids)|his|her|their|your|he|she|they)\b|\?/iu;

/** A message that imagines, hopes or asks: "if Tomasz asked me to be his best man", "might go to Lima on 9 Oct?". */
export const IMAGINED_OR_ASKED = /\b(?:if|would|wish|might|maybe)\b|\?/i;
