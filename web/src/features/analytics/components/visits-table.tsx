import type { VisitRecord } from '@bela/contracts/analytics';
import { formatCount } from '../utils/format';
import { visitColumns } from '../utils/table-columns';
import { EnvironmentChip } from './environment-chip';
import { TableSection } from './table-section';

interface VisitsTableProps {
  title: string;
  /** 'visit' or 'view', for the count. */
  noun: string;
  tabLabel: string;
  rows: VisitRecord[];
  hasMore: boolean;
  loadingMore: boolean;
  moreError: string | null;
  onLoadMore: () => void;
}

/** The page visits table (also the admin views). */
export function VisitsTable({ title, noun, tabLabel, rows, ...paging }: VisitsTableProps) {
  return (
    <TableSection
      title={title}
      tabLabel={tabLabel}
      columns={visitColumns}
      rows={rows}
      summary={`Showing ${formatCount(rows.length)} ${noun}${rows.length === 1 ? '' : 's'}, newest first`}
      emptyText="No page visits found for the selected criteria"
      renderCell={{ environment: (row) => <EnvironmentChip row={row} /> }}
      {...paging}
    />
  );
}
