/**
 * The verbs that open a frame (frames.ts), by class, as a member writes them in the infinitive.
 * Their other forms (lives, lived, living) are in verb-forms.ts, generated from these lists by
 * compromise (verb-forms.generate.ts), so no message pays for conjugating them.
 */
export const FRAME_VERBS = {
  home: ['live', 'reside', 'relocate', 'settle'],
  work: ['work', 'teach', 'coach', 'nurse', 'volunteer', 'intern', 'freelance', 'employ'],
  study: ['study', 'graduate', 'revise'],
  feel: ['love', 'like', 'enjoy', 'adore', 'prefer', 'hate', 'detest', 'loathe', 'dislike', 'miss', 'crave'],
  hobby: [
    'play', 'read', 'collect', 'knit', 'crochet', 'sew', 'paint', 'draw', 'sketch', 'bake', 'cook', 'garden', 'hike', 'run', 'jog', 'swim', 'cycle', 'bike', 'dance',
    'sing', 'write', 'watch', 'listen', 'practise', 'practice', 'fish', 'climb', 'surf', 'ski', 'skate', 'ride', 'box', 'lift', 'game', 'stream', 'brew', 'restore',
    'build', 'make', 'photograph', 'volunteer', 'travel', 'drink', 'eat', 'grow', 'shoot', 'row', 'sail', 'meditate', 'compete', 'support', 'follow', 'speak', 'own',
    'drive', 'do', 'go', 'attend', 'keep', 'raise', 'breed', 'foster', 'rescue', 'wear', 'learn', 'train',
  ],
} as const satisfies Record<string, readonly string[]>;

export type VerbClass = keyof typeof FRAME_VERBS;
