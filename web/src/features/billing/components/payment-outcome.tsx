import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';

export type OutcomeTone = 'success' | 'warning' | 'error' | 'neutral';

const toneColours: Record<OutcomeTone, { fg: string; bg: string }> = {
  success: { fg: '#1e7a46', bg: 'rgba(46, 160, 90, 0.12)' },
  warning: { fg: '#9a5a12', bg: 'rgba(230, 150, 40, 0.15)' },
  error: { fg: '#b3261e', bg: 'rgba(179, 38, 30, 0.1)' },
  neutral: { fg: '#7e1e40', bg: 'rgba(176, 48, 90, 0.1)' },
};

interface PaymentOutcomeProps {
  tone: OutcomeTone;
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  /** Below the actions: a quiet link or note. */
  footer?: ReactNode;
}

/**
 * One state of the payment result screen: an icon, the title and what follows. The title takes
 * focus when the state appears, so a screen reader announces the outcome.
 */
export function PaymentOutcome({ tone, icon, title, children, actions, footer }: PaymentOutcomeProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const colours = toneColours[tone];
  return (
    <Stack sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Box
        aria-hidden
        sx={{ width: 72, height: 72, borderRadius: '50%', display: 'grid', placeItems: 'center', color: colours.fg, bgcolor: colours.bg, '& svg': { fontSize: 40 } }}
      >
        {icon}
      </Box>
      <Typography ref={headingRef} tabIndex={-1} variant="h4" component="h1" sx={{ mt: 2, fontSize: { xs: 26, sm: 30 }, outline: 'none' }}>
        {title}
      </Typography>
      {children && <Box sx={{ mt: 1.5, width: '100%', color: 'text.secondary' }}>{children}</Box>}
      {actions && (
        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={1.5}
          sx={{ mt: 3.5, width: { xs: '100%', sm: 'auto' }, justifyContent: 'center', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}
        >
          {actions}
        </Stack>
      )}
      {footer && <Box sx={{ mt: 2.5, color: 'text.secondary' }}>{footer}</Box>}
    </Stack>
  );
}
