import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import type { TableColumn } from '../utils/table-columns';
import { DataTable } from './data-table';
import { ExportCsvButton } from './export-csv-button';

interface TableSectionProps<Row extends { id: string }> {
  title: string;
  tabLabel: string;
  columns: readonly TableColumn<Row>[];
  /** The rows to show (already through any view filter). */
  rows: readonly Row[];
  /** Counts what is shown, e.g. 'Showing 50 visits'. */
  summary: string;
  emptyText: string;
  hasMore: boolean;
  loadingMore: boolean;
  moreError: string | null;
  onLoadMore: () => void;
  /** Controls beside the title (the actions view filter). */
  controls?: ReactNode;
  renderCell?: Partial<Record<string, (row: Row) => ReactNode>>;
}

/** A tab's records: the table with its title, count, export, empty state and 'Load More'. */
export function TableSection<Row extends { id: string }>(props: TableSectionProps<Row>) {
  const { title, tabLabel, columns, rows, summary, emptyText, hasMore, loadingMore, moreError, onLoadMore, controls, renderCell } = props;
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} elevation={0} sx={{ border: 1, borderColor: 'divider', overflow: 'hidden', minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1.5, p: { xs: 2, sm: 2.5 } }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
            {summary}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          {controls}
          <ExportCsvButton tabLabel={tabLabel} columns={columns} rows={rows} />
        </Box>
      </Box>
      {rows.length === 0 ? (
        <Typography sx={{ px: 2.5, py: 6, textAlign: 'center', color: 'text.secondary', borderTop: 1, borderColor: 'divider' }}>{emptyText}</Typography>
      ) : (
        <DataTable label={title} columns={columns} rows={rows} renderCell={renderCell} />
      )}
      {(hasMore || moreError) && (
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, p: 2, borderTop: 1, borderColor: 'divider' }}>
          {moreError && (
            <Alert severity="error" sx={{ width: '100%' }}>
              {moreError}
            </Alert>
          )}
          <Button
            variant="outlined"
            onClick={onLoadMore}
            disabled={loadingMore}
            aria-busy={loadingMore}
            startIcon={loadingMore ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {moreError ? 'Retry' : 'Load More'}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
