/** The memory page's states before the list: loading, failed, and nothing known yet. */
import PsychologyOutlined from '../../../components/icons/material/psychology-outlined';
import RefreshRounded from '../../../components/icons/material/refresh-rounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../../utils/visually-hidden';
import { memoryMessages } from '../utils/memory-messages';

/** A group's shape while the first page loads. */
export function MemoriesSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <Box role="status" data-testid="memories-loading">
      <Box component="span" sx={visuallyHidden}>
        Loading what Bela knows…
      </Box>
      <Box aria-hidden>
        <Skeleton variant="text" width={140} sx={{ mb: 0.5 }} />
        <Paper variant="outlined" sx={{ borderRadius: '14px', px: 2, py: 1 }}>
          {Array.from({ length: rows }, (_, index) => (
            <Box key={index} sx={{ py: 1 }}>
              <Skeleton variant="text" width={`${85 - index * 12}%`} />
              <Skeleton variant="text" width={110} height={16} />
            </Box>
          ))}
        </Paper>
      </Box>
    </Box>
  );
}

export function MemoriesLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry} startIcon={<RefreshRounded />}>
          Retry
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

export function MemoriesEmpty() {
  return (
    <Stack spacing={1} data-testid="memories-empty" sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 5, sm: 7 }, px: 2, color: 'text.secondary' }}>
      <PsychologyOutlined sx={{ fontSize: 48, color: 'primary.light' }} aria-hidden />
      <Typography component="h2" variant="h6" sx={{ color: 'text.primary' }}>
        {memoryMessages.empty}
      </Typography>
      <Typography variant="body2" sx={{ maxWidth: 440 }}>
        {memoryMessages.emptyHint}
      </Typography>
    </Stack>
  );
}
