import LockOutlined from '../../../components/icons/material/lock-outlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import type { LoadError } from '../utils/load-error';

const outline = { border: 1, borderColor: 'divider', p: 2.5 } as const;

/** Placeholders in the shape of a tab while its first answer is on the way. */
export function PanelSkeleton({ label }: { label: string }) {
  return (
    <Box role="status" aria-label={label} aria-busy sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'grid', gap: { xs: 1.5, sm: 2 }, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}>
        {[0, 1, 2, 3].map((key) => (
          <Paper key={key} elevation={0} sx={outline}>
            <Skeleton width="45%" />
            <Skeleton width="60%" height={44} />
            <Skeleton width="70%" />
          </Paper>
        ))}
      </Box>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' } }}>
        <Paper elevation={0} sx={outline}>
          <Skeleton width="30%" />
          <Skeleton variant="rounded" height={240} sx={{ mt: 2 }} />
        </Paper>
        <Paper elevation={0} sx={outline}>
          <Skeleton width="40%" />
          {[0, 1, 2, 3, 4].map((key) => (
            <Skeleton key={key} sx={{ mt: 1.5 }} />
          ))}
        </Paper>
      </Box>
      <Paper elevation={0} sx={outline}>
        <Skeleton width="25%" />
        {[0, 1, 2, 3, 4, 5].map((key) => (
          <Skeleton key={key} height={36} />
        ))}
      </Paper>
    </Box>
  );
}

/** A failed load: 'Authentication required' on a 401, otherwise the error text and 'Retry'. */
export function PanelError({ title, error, onRetry }: { title: string; error: LoadError; onRetry: () => void }) {
  if (error.unauthorized) {
    return (
      <Alert severity="warning" icon={<LockOutlined />} role="alert">
        <AlertTitle>{error.message}</AlertTitle>
        Your session has ended. Please log in again with an admin account.
      </Alert>
    );
  }
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {error.message}
    </Alert>
  );
}
