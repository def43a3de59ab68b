import { describe, expect, it } from 'vitest';
import { propose, shown } from './test-support/propose';
import { withCommonSpellings } from './spellings';

describe('a member’s words as the readers know them', () => {
  it.each([
    ['Im alergic to kiwi fruit', 'health:allergic: They’re allergic to kiwi fruit.'],
    ['Me sister Aoife lives in Galway', 'person:sister: Their sister is Aoife; she lives in Galway.'],
  ])('reads %j', (message, line) => {
    expect(shown(propose(message))).toContain(line);
  });

  it('mends whole words only, keeping a capital', () => {
    expect(withCommonSpellings('Alergies: none. My freind is a freindly sort')).toBe('Allergies: none. My friend is a freindly sort');
  });

  it('keeps "me" where it is the member ("they call me mum")', () => {
    expect(withCommonSpellings('the kids call me mum. me dad’s birthday is Friday')).toBe('the kids call me mum. my dad’s birthday is Friday');
  });

  it('says a subject said again as "we" once, and "have twin boys" as twins', () => {
    expect(withCommonSpellings('Me and my brother we run a cafe')).toBe('my brother and I run a cafe');
    expect(withCommonSpellings('my husband and me, we have twin boys')).toBe('my husband and I have twins');
    expect(withCommonSpellings('my twin brothers live in Derry')).toBe('my twin brothers live in Derry');
  });
});
