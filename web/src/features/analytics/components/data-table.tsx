import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import type { TableColumn } from '../utils/table-columns';

interface DataTableProps<Row extends { id: string }> {
  /** Names the table for assistive technology. */
  label: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  /** Cells drawn as more than text (chips), by column key. */
  renderCell?: Partial<Record<string, (row: Row) => ReactNode>>;
}

/** The width each column asks of a table before it scrolls sideways. */
const COLUMN_MIN_PX = 150;

/**
 * A records table. It scrolls sideways inside its own container, never the page; the container
 * is focusable so the keyboard can scroll it too.
 */
export function DataTable<Row extends { id: string }>({ label, columns, rows, renderCell = {} }: DataTableProps<Row>) {
  return (
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={`${label} (scrolls sideways)`}
      sx={{ maxWidth: '100%', overflowX: 'auto', '&:focus-visible': { outline: '3px solid #d25c83', outlineOffset: -3 } }}
    >
      {/* Wide enough for its columns (a two-column table fits a phone), at most the records tables' 720 px. */}
      <Table size="small" aria-label={label} sx={{ minWidth: Math.min(720, columns.length * COLUMN_MIN_PX) }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.key} sx={{ fontWeight: 700, whiteSpace: 'nowrap', color: 'text.secondary', bgcolor: 'rgba(42, 20, 33, 0.03)' }}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover>
              {columns.map((column) => {
                const custom = renderCell[column.key];
                const text = (column.display ?? column.value)(row);
                return (
                  <TableCell
                    key={column.key}
                    sx={{ minWidth: column.minWidth, whiteSpace: column.minWidth ? 'normal' : 'nowrap', overflowWrap: 'break-word', verticalAlign: 'top' }}
                  >
                    {custom ? (
                      custom(row)
                    ) : (
                      text || (
                        <Box component="span" sx={{ color: 'text.disabled' }}>
                          —
                        </Box>
                      )
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
