import Construction from './icons/material/construction';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimplePage } from './layout/simple-page';

/** Placeholder for a screen that a later build delivers. */
export function FeatureUnavailable({ title, backTo, backLabel }: { title: string; backTo?: string; backLabel?: string }) {
  return (
    <SimplePage maxWidth="sm" backTo={backTo} backLabel={backLabel}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
        <Construction sx={{ fontSize: 48, color: 'secondary.main' }} aria-hidden />
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>This feature is not yet available in this build.</Typography>
      </Stack>
    </SimplePage>
  );
}
