import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useAuditLog } from '../api/get-audit-log';
import { actionLabel, detailsText, formatTime } from '../utils/format';

/** The admins' actions, newest first; 'Load more' reads the next page. */
export function AuditLogSection() {
  const log = useAuditLog();
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <Paper component="section" aria-labelledby="audit-log-heading" elevation={0} sx={{ border: 1, borderColor: 'divider', p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography id="audit-log-heading" variant="h5" component="h2">
        Audit log
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        Every admin action, newest first. Times are in UTC.
      </Typography>

      {log.isPending && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
          <CircularProgress size={16} aria-hidden />
          <Typography variant="body2">Loading the audit log…</Typography>
        </Box>
      )}
      {log.isError && entries.length === 0 && (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void log.refetch()}>
              Retry
            </Button>
          }
        >
          {log.error.message}
        </Alert>
      )}
      {log.isSuccess && entries.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No admin actions yet.
        </Typography>
      )}
      {entries.length > 0 && (
        <TableContainer tabIndex={0} role="group" aria-labelledby="audit-log-heading" sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size="small" aria-label="Audit log" sx={{ minWidth: 640 }}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">When</TableCell>
                <TableCell component="th" scope="col">Admin</TableCell>
                <TableCell component="th" scope="col">Action</TableCell>
                <TableCell component="th" scope="col">Target</TableCell>
                <TableCell component="th" scope="col">Details</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTime(entry.at)}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.adminEmail ?? entry.adminUid}</TableCell>
                  <TableCell>{actionLabel(entry)}</TableCell>
                  {/* A photo is named by its title (issue 42), its id kept as the cell's tooltip. */}
                  <TableCell sx={{ overflowWrap: 'anywhere' }} title={typeof entry.details['title'] === 'string' && entry.details['title'] ? entry.target : undefined}>
                    {typeof entry.details['title'] === 'string' && entry.details['title'] ? entry.details['title'] : entry.target}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{detailsText(entry.details) || '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {log.isError && entries.length > 0 && (
        <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>
          {log.error.message}
        </Alert>
      )}
      {log.hasNextPage && (
        <Button
          variant="outlined"
          sx={{ mt: 2 }}
          onClick={() => void log.fetchNextPage()}
          disabled={log.isFetchingNextPage}
          startIcon={log.isFetchingNextPage ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          Load more
        </Button>
      )}
    </Paper>
  );
}
