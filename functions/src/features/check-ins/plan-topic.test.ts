import { describe, expect, it } from 'vitest';
import type { KnownMemory } from '../../ports/memory-extractor';
import { askedKey, passedPlans, planDay, planTopic } from './plan-topic';

const plan = (text: string, updatedAt = new Date('2026-03-09T15:00:00Z')): KnownMemory => ({ id: 'm1', text, kind: 'plans', pinned: false, updatedAt });
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('plans read back from memories', () => {
  it('reads the day a memory keeps, with or without its year, and a week or a weekend to its end', () => {
    expect(planDay('They have a job interview on Tuesday 10 March.', day('2026-03-09'))?.lastDay).toEqual(day('2026-03-10'));
    expect(planDay('They have a job interview on Tuesday 10 March 2026.', day('2026-03-09'))?.lastDay).toEqual(day('2026-03-10'));
    expect(planDay('They are moving house in the week of Monday 9 March.', day('2026-03-05'))?.lastDay).toEqual(day('2026-03-15'));
    expect(planDay('They go to Porto on the weekend of Saturday 7 March.', day('2026-03-02'))?.lastDay).toEqual(day('2026-03-08'));
    // A day of January told in late December is next year's.
    expect(planDay('They have an exam on 5 January.', day('2026-12-20'))?.lastDay).toEqual(day('2027-01-05'));
    expect(planDay('Their sister is Ana.', day('2026-03-09'))).toBeNull();
  });

  it('names what the plan is', () => {
    expect(planTopic('They have a job interview on Tuesday 10 March.')).toBe('the job interview');
    expect(planTopic('They have an exam on 5 January.')).toBe('the exam');
    expect(planTopic('They go to Porto on the weekend of Saturday 7 March.')).toBe('the trip to Porto');
    expect(planTopic('They will see what happens on 5 May.')).toBe('your plans');
  });

  it('offers a plan from the day after it until a week later, once', () => {
    const interview = plan('They have a job interview on Tuesday 10 March.');
    expect(passedPlans([interview], day('2026-03-10'), [])).toEqual([]);
    expect(passedPlans([interview], day('2026-03-11'), [])).toMatchObject([{ topic: 'the job interview' }]);
    expect(passedPlans([interview], day('2026-03-18'), [])).toEqual([]);
    expect(passedPlans([interview], day('2026-03-11'), [askedKey(interview)])).toEqual([]);
    // Moved to a new date: asked about again.
    expect(passedPlans([{ ...interview, text: 'They have a job interview on Thursday 12 March.' }], day('2026-03-13'), [askedKey(interview)])).toHaveLength(1);
  });
});
