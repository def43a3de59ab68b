import { describe, expect, it } from 'vitest';
import { trialDaysLeftText, trialUrgency, urgencyPalette } from './trial-urgency';

describe('trialUrgency', () => {
  it.each([
    [0, 'red'],
    [1, 'red'],
    [2, 'orange'],
    [3, 'orange'],
    [4, 'blue'],
    [14, 'blue'],
  ] as const)('%i days left is %s', (days, colour) => {
    expect(trialUrgency(days)).toBe(colour);
  });

  it('maps to the palette', () => {
    expect(urgencyPalette[trialUrgency(1)]).toBe('error');
    expect(urgencyPalette[trialUrgency(3)]).toBe('warning');
    expect(urgencyPalette[trialUrgency(10)]).toBe('info');
  });

  it('words the days left', () => {
    expect(trialDaysLeftText(3)).toBe('3 days left in your free trial');
    expect(trialDaysLeftText(1)).toBe('1 day left in your free trial');
    expect(trialDaysLeftText(0)).toBe('0 days left in your free trial');
  });
});
