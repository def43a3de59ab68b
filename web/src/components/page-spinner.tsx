import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** A spinner centred in the viewport, with an optional label. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2 }}
    >
      <CircularProgress aria-label={label ?? 'Loading'} />
      {label && (
        <Typography variant="body1" sx={{ color: 'text.secondary' }}>
          {label}
        </Typography>
      )}
    </Box>
  );
}
