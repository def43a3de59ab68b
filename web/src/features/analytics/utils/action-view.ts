/** The actions table's view filter (SPEC section 2): all actions, completed sign-ups, or abandoned ones. */
import type { ActionType } from '@bela/contracts/analytics';
import type { ActionView } from './analytics-view';

export const actionViewLabels: Record<ActionView, string> = {
  all: 'All Actions',
  signups: 'Signups Only',
  abandoned: 'Abandoned Only',
};

const viewTypes: Record<Exclude<ActionView, 'all'>, ActionType> = {
  signups: 'signup_complete',
  abandoned: 'signup_abandon',
};

/** The rows of `rows` the view shows, in their order. */
export function filterActions<Row extends { actionType: ActionType }>(rows: readonly Row[], view: ActionView): Row[] {
  if (view === 'all') return [...rows];
  const type = viewTypes[view];
  return rows.filter((row) => row.actionType === type);
}
