/** Trial urgency colour (SPEC section 4): 1 day or less red, 3 days or less orange, otherwise blue. */
import { TRIAL_WARNING_DAYS } from '../../../config/ui';

export type TrialUrgency = 'red' | 'orange' | 'blue';

export function trialUrgency(daysRemaining: number): TrialUrgency {
  if (daysRemaining <= TRIAL_WARNING_DAYS.red) return 'red';
  if (daysRemaining <= TRIAL_WARNING_DAYS.orange) return 'orange';
  return 'blue';
}

/** The MUI palette colour of each urgency. */
export const urgencyPalette = { red: 'error', orange: 'warning', blue: 'info' } as const satisfies Record<TrialUrgency, string>;

/** '2 days left in your free trial', '1 day left in your free trial'. */
export function trialDaysLeftText(daysRemaining: number): string {
  return `${daysRemaining} ${daysRemaining === 1 ? 'day' : 'days'} left in your free trial`;
}
