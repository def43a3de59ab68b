import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface ChartCardProps {
  /** The visible title, which also names the chart for assistive technology. */
  title: string;
  titleId: string;
  subtitle?: string;
  /** A legend or other controls beside the title. */
  aside?: ReactNode;
  children: ReactNode;
}

/** A card around one chart: a figure titled by its heading. */
export function ChartCard({ title, titleId, subtitle, aside, children }: ChartCardProps) {
  return (
    <Paper component="figure" aria-labelledby={titleId} elevation={0} sx={{ m: 0, p: { xs: 2, sm: 2.5 }, border: 1, borderColor: 'divider', minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'baseline', gap: 1, mb: 2 }}>
        <Box component="figcaption">
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {aside}
      </Box>
      {children}
    </Paper>
  );
}
