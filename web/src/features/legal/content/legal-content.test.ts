import { describe, expect, it } from 'vitest';
import { RETENTION_DAYS, TRIAL_DAYS, WAITLIST_TRIAL_DAYS } from '@bela/contracts/constants';
import { MINORS_SUITABILITY_NOTICE } from '../../../config/app';
import { privacySections } from './privacy-sections';
import { termsSections } from './terms-sections';

const text = (sections: typeof termsSections) =>
  sections.map((section) => [section.title, ...section.paragraphs, ...(section.bullets ?? [])].join(' ')).join(' ');

describe.each([
  ['Terms', termsSections],
  ['Privacy', privacySections],
])('%s', (_name, sections) => {
  const all = text(sections);

  it('has 12 sections', () => {
    expect(sections).toHaveLength(12);
  });

  it('states the trial lengths from the constants', () => {
    expect(all).toContain(`${TRIAL_DAYS} days`);
    expect(all).toContain(`${WAITLIST_TRIAL_DAYS} days`);
  });

  it('covers the required topics', () => {
    expect(all).toContain('not a real person');
    expect(all).toContain('entertainment and companionship only');
    expect(all).toContain('USD 9.00 per month');
    expect(all).toContain('All subscription fees are non-refundable');
    expect(all).toContain('in-app feedback form');
    expect(all).toContain('United States');
    expect(all).toMatch(/18/);
  });
});

describe('Terms', () => {
  it('carries the SB 243 notice that companion chatbots may not suit some minors', () => {
    expect(MINORS_SUITABILITY_NOTICE).toBe('Companion chatbots may not be suitable for some minors.');
    const adultsOnly = termsSections.find((section) => section.title === 'Adults only (18+)');
    expect(adultsOnly?.paragraphs.join(' ')).toContain(MINORS_SUITABILITY_NOTICE);
  });
});

describe('Privacy on memory', () => {
  it('says what Bela remembers, why, and how to see, correct and delete it', () => {
    const all = text(privacySections);
    expect(all).toContain('Memories: short notes Bela keeps about what you tell her');
    expect(all).toContain('so you do not have to repeat yourself');
    expect(all).toContain('What Bela knows page');
    expect(all).toMatch(/correct, pin, add or delete/);
    expect(all).toContain('Turning off "Bela remembers"');
    expect(all).toContain('Deleting your account removes your profile, conversations and memories');
  });
});

describe('Privacy on how long data is kept', () => {
  const keeping = privacySections.find((section) => section.title === 'How long we keep it');
  const said = [...(keeping?.paragraphs ?? []), ...(keeping?.bullets ?? [])].join(' ');

  it('states each period the retention job keeps to, from the same constants', () => {
    expect(said).toContain(`Usage records (pages visited, actions, sign-ins): ${RETENTION_DAYS.usageEvents} days`);
    expect(said).toMatch(new RegExp(`sign-up that was not completed.*failed sign-in without an account: ${RETENTION_DAYS.typedWithoutAccount} days`));
    expect(said).toContain(`until delivered, and at most ${RETENTION_DAYS.queuedMail} days`);
    expect(RETENTION_DAYS).toEqual({ usageEvents: 400, typedWithoutAccount: 30, queuedMail: 30 });
  });

  it('says account deletion reaches the payment provider, and what a refund or dispute does', () => {
    expect(said).toContain('also deletes your customer record at our payment provider');
    expect(text(privacySections)).toContain('refunded in full or disputed with your bank, paid access ends at once');
  });
});
