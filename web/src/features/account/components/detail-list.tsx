import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface DetailSectionProps {
  title: string;
  /** `DetailItem`s: a description list of label and value. */
  children: ReactNode;
  /** Below the list: notices and actions. */
  footer?: ReactNode;
}

/** A titled section of the Account Information dialog. */
export function DetailSection({ title, children, footer }: DetailSectionProps) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="overline" component="h3" sx={{ color: 'text.secondary', fontWeight: 700, letterSpacing: '0.08em' }}>
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, columnGap: 2, rowGap: { xs: 0.25, sm: 1 } }}
      >
        {children}
      </Box>
      {footer}
    </Box>
  );
}

export function DetailItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', mt: { xs: 1, sm: 0 } }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}
