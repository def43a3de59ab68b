import Chip from '@mui/material/Chip';
import type { ActionRecord } from '@bela/contracts/analytics';
import { filterActions } from '../utils/action-view';
import type { ActionView } from '../utils/analytics-view';
import { actionTypeLabels, formatCount } from '../utils/format';
import { actionColumns } from '../utils/table-columns';
import { ActionViewFilter } from './action-view-filter';
import { EnvironmentChip } from './environment-chip';
import { TableSection } from './table-section';

interface ActionsTableProps {
  tabLabel: string;
  /** Every action loaded so far; the view filter picks from these. */
  rows: ActionRecord[];
  view: ActionView;
  onViewChange: (view: ActionView) => void;
  hasMore: boolean;
  loadingMore: boolean;
  moreError: string | null;
  onLoadMore: () => void;
}

const typeColours: Partial<Record<ActionRecord['actionType'], 'primary' | 'success' | 'warning' | 'secondary'>> = {
  join_click: 'secondary',
  signup_complete: 'success',
  signup_abandon: 'warning',
};

function describeShown(shown: number, loaded: number, view: ActionView): string {
  const noun = (n: number) => (n === 1 ? 'action' : 'actions');
  if (view === 'all') return `Showing ${formatCount(shown)} ${noun(shown)}, newest first`;
  return `Showing ${formatCount(shown)} of ${formatCount(loaded)} loaded ${noun(loaded)}`;
}

/** The actions table with its view filter; 'Export CSV' takes the rows the view shows. */
export function ActionsTable({ tabLabel, rows, view, onViewChange, ...paging }: ActionsTableProps) {
  const shown = filterActions(rows, view);
  return (
    <TableSection
      title="Recent actions"
      tabLabel={tabLabel}
      columns={actionColumns}
      rows={shown}
      summary={describeShown(shown.length, rows.length, view)}
      emptyText="No actions found for the selected criteria"
      controls={<ActionViewFilter value={view} onChange={onViewChange} />}
      renderCell={{
        action: (row) => (
          <Chip size="small" color={typeColours[row.actionType] ?? 'default'} variant="outlined" label={actionTypeLabels[row.actionType] ?? row.actionType} />
        ),
        environment: (row) => <EnvironmentChip row={row} />,
      }}
      {...paging}
    />
  );
}
