import Chip from '@mui/material/Chip';
import type { LoginActivity } from '@bela/contracts/analytics';
import { formatCount, outcomeLabel } from '../utils/format';
import { loginColumns } from '../utils/table-columns';
import { EnvironmentChip } from './environment-chip';
import { TableSection } from './table-section';

interface LoginsTableProps {
  tabLabel: string;
  rows: LoginActivity[];
  hasMore: boolean;
  loadingMore: boolean;
  moreError: string | null;
  onLoadMore: () => void;
}

const outcomeColour = (success: LoginActivity['success']) => (success === true ? 'success' : success === false ? 'error' : 'default');

/** The login activity table. */
export function LoginsTable({ tabLabel, rows, ...paging }: LoginsTableProps) {
  return (
    <TableSection
      title="Recent logins"
      tabLabel={tabLabel}
      columns={loginColumns}
      rows={rows}
      summary={`Showing ${formatCount(rows.length)} ${rows.length === 1 ? 'login' : 'logins'}, newest first`}
      emptyText="No login activity found for the selected criteria"
      renderCell={{
        outcome: (row) => <Chip size="small" color={outcomeColour(row.success)} label={outcomeLabel(row.success)} />,
        environment: (row) => <EnvironmentChip row={row} />,
      }}
      {...paging}
    />
  );
}
