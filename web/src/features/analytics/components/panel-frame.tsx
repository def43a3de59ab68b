import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import type { ReactNode } from 'react';
import type { StatsPanel } from '../hooks/use-stats-panel';
import { PanelError, PanelSkeleton } from './panel-states';

interface PanelFrameProps<Row, Summary> {
  panel: StatsPanel<Row, Summary>;
  /** What the tab lists, for its status and error ('page visits'). */
  subject: string;
  children: (summary: Summary) => ReactNode;
}

/**
 * A tab's states: skeletons before the first answer, the error (with Retry) when a load failed,
 * and the figures, dimmed under a progress bar while newer ones load.
 */
export function PanelFrame<Row, Summary>({ panel, subject, children }: PanelFrameProps<Row, Summary>) {
  const loadingLabel = `Loading ${subject}`;
  if (panel.loadError) return <PanelError title={`Could not load ${subject}`} error={panel.loadError} onRetry={panel.retry} />;
  if (!panel.summary) return <PanelSkeleton label={loadingLabel} />;
  const { refreshing } = panel;
  return (
    <Box sx={{ position: 'relative' }} aria-busy={refreshing}>
      {refreshing && <LinearProgress aria-label={loadingLabel} sx={{ position: 'absolute', top: -12, left: 0, right: 0, borderRadius: 2 }} />}
      <Box sx={{ display: 'grid', gap: 3, opacity: refreshing ? 0.55 : 1, transition: 'opacity 150ms' }}>{children(panel.summary)}</Box>
    </Box>
  );
}

/** Breakdown lists side by side on wide screens, stacked on narrow ones. */
export function BreakdownRow({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, alignItems: 'start' }}>{children}</Box>
  );
}
