import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FRAME_VERBS } from './frame-verbs';
import { VERB_FORMS } from './verb-forms';
import { conjugated, renderVerbForms, VERB_FORMS_FILE } from './verb-forms.generate';

describe('verb-forms.ts (generated from frame-verbs.ts through compromise)', () => {
  it('is what the generator writes today (run verb-forms.generate.ts when this fails)', () => {
    expect(readFileSync(VERB_FORMS_FILE, 'utf8')).toBe(renderVerbForms());
  });

  it('holds every verb of every frame, with its forms', () => {
    for (const verb of Object.values(FRAME_VERBS).flat()) expect(VERB_FORMS[verb]).toEqual(conjugated(verb));
    expect(VERB_FORMS.live).toEqual(['live', 'lived', 'lives', 'living']);
    expect(VERB_FORMS.teach).toContain('taught');
  });
});
