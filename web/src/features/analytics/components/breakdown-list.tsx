import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatCount } from '../utils/format';
import { rankBreakdown } from '../utils/rank-breakdown';

interface BreakdownListProps {
  title: string;
  /** Label → count; shown largest first. */
  counts: Record<string, number> | Array<{ label: string; count: number }>;
  /** At most this many entries. */
  limit?: number;
  /** Turns a stored key into its label ('desktop' → 'Desktop'). */
  formatLabel?: (key: string) => string;
  subtitle?: string;
  /** The label of the server's `other` bucket (what is not one of the app's own names), shown last. */
  otherLabel?: string;
}

/** A ranked list of counts with each entry's share drawn as a bar. */
export function BreakdownList({ title, counts, limit = 10, formatLabel = (key) => key, subtitle, otherLabel = 'Other' }: BreakdownListProps) {
  const titleId = useId();
  const entries = rankBreakdown(counts, limit);
  const total = entries.reduce((sum, entry) => sum + entry.count, 0);
  const labelOf = (entry: (typeof entries)[number]) => (entry.other ? otherLabel : formatLabel(entry.label));

  return (
    <Paper component="section" aria-labelledby={titleId} elevation={0} sx={{ p: 2.5, border: 1, borderColor: 'divider', minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {entries.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No data for this period.
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
          {entries.map((entry) => {
            const share = total > 0 ? Math.round((entry.count / total) * 100) : 0;
            return (
              <Box component="li" key={entry.label}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1.5, fontSize: 14 }}>
                  <Box
                    component="span"
                    sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0, fontStyle: entry.other ? 'italic' : undefined }}
                    title={labelOf(entry)}
                  >
                    {labelOf(entry)}
                  </Box>
                  <Box component="span" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                    {formatCount(entry.count)}{' '}
                    <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                      ({share}%)
                    </Box>
                  </Box>
                </Box>
                <Box aria-hidden sx={{ mt: 0.5, height: 6, borderRadius: 3, bgcolor: 'rgba(42, 20, 33, 0.06)', overflow: 'hidden' }}>
                  <Box sx={{ width: `${share}%`, height: '100%', borderRadius: 3, bgcolor: 'primary.light' }} />
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
    </Paper>
  );
}
