import { describe, expect, it } from 'vitest';
import { filterActions } from './action-view';

const rows = [
  { id: '1', actionType: 'join_click' as const },
  { id: '2', actionType: 'signup_start' as const },
  { id: '3', actionType: 'signup_abandon' as const },
  { id: '4', actionType: 'signup_complete' as const },
  { id: '5', actionType: 'signup_step' as const },
  { id: '6', actionType: 'signup_abandon' as const },
];
const ids = (list: { id: string }[]) => list.map((row) => row.id);

describe('filterActions', () => {
  it('shows every action for All Actions', () => {
    expect(ids(filterActions(rows, 'all'))).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('shows completed sign-ups for Signups Only', () => {
    expect(ids(filterActions(rows, 'signups'))).toEqual(['4']);
  });

  it('shows abandoned sign-ups for Abandoned Only, in order', () => {
    expect(ids(filterActions(rows, 'abandoned'))).toEqual(['3', '6']);
  });

  it('gives an empty list when nothing matches, and never changes its input', () => {
    expect(filterActions([rows[0]!], 'abandoned')).toEqual([]);
    expect(filterActions(rows, 'all')).not.toBe(rows);
  });
});
