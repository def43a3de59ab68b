import Alert from '@mui/material/Alert';

/** A form's error, hidden while the sign-in throttle notice speaks instead. */
export function FormError({ error, throttled }: { error: string | null; throttled: boolean }) {
  if (!error || throttled) return null;
  return (
    <Alert severity="error" role="alert">
      {error}
    </Alert>
  );
}
