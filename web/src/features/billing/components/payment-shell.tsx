import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { BrandMark } from '../../../components/brand-mark';

/** The payment pages' frame: the brand on top and one centred card. */
export function PaymentShell({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        background: 'radial-gradient(120% 80% at 50% 0%, #f6e3e6 0%, #fbf5f2 55%)',
      }}
    >
      <Box component="header" sx={{ px: { xs: 2, sm: 4 }, py: { xs: 2, sm: 3 } }}>
        <BrandMark />
      </Box>
      <Box component="main" sx={{ flex: 1, display: 'grid', placeItems: 'center', px: 2, pb: { xs: 4, sm: 8 } }}>
        <Paper
          elevation={0}
          sx={{
            width: '100%',
            maxWidth: 520,
            p: { xs: 3, sm: 5 },
            borderRadius: '24px',
            border: 1,
            borderColor: 'divider',
            boxShadow: '0 24px 60px rgba(42, 20, 33, 0.08)',
          }}
        >
          {children}
        </Paper>
      </Box>
    </Box>
  );
}
