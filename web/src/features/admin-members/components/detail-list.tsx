import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled group of facts, as a description list (each term and its value in one row). */
export function FactGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.75 }}>
        {children}
      </Box>
    </Box>
  );
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(8rem, 40%) 1fr' }, columnGap: 1.5, minWidth: 0 }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere', minWidth: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}
