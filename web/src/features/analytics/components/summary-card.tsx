import ArrowDownward from '../../../components/icons/material/arrow-downward';
import ArrowUpward from '../../../components/icons/material/arrow-upward';
import TrendingFlat from '../../../components/icons/material/trending-flat';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Change } from '../utils/percent-change';

export interface SummaryCardProps {
  label: string;
  value: string;
  /** The change against the previous period; none for figures without one. */
  change?: Change;
  /** Whether a rise is good news (visits) or bad news (failed logins, abandoned sign-ups). */
  risingIs?: 'good' | 'bad';
  /** A short note under the value when there is no change to show. */
  note?: string;
}

function changeColour(change: Change, risingIs: 'good' | 'bad'): string {
  if (change.trend === 'flat' || change.trend === 'none') return 'text.secondary';
  const good = (change.trend === 'up') === (risingIs === 'good');
  return good ? 'success.dark' : 'error.main';
}

/** One figure of a tab's summary, with its change against the previous period. */
export function SummaryCard({ label, value, change, risingIs = 'good', note }: SummaryCardProps) {
  const Icon = change?.trend === 'up' ? ArrowUpward : change?.trend === 'down' ? ArrowDownward : TrendingFlat;
  return (
    <Paper component="section" aria-label={label} elevation={0} sx={{ p: { xs: 2, sm: 2.5 }, border: 1, borderColor: 'divider', minWidth: 0 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography sx={{ fontSize: { xs: 24, sm: 30 }, fontWeight: 700, lineHeight: 1.2, mt: 0.75, fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
      {change ? (
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, mt: 1, color: changeColour(change, risingIs) }}>
          {/* On a phone the sign and colour carry the direction; the arrow would force a third line. */}
          {change.trend !== 'none' && <Icon sx={{ display: { xs: 'none', sm: 'block' }, fontSize: 16, mt: '2px', flexShrink: 0 }} aria-hidden />}
          <Typography variant="body2" sx={{ color: 'inherit', fontWeight: 600, fontSize: { xs: 12, sm: 14 }, lineHeight: 1.4 }}>
            {change.label}
          </Typography>
        </Box>
      ) : (
        <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary', fontSize: { xs: 12, sm: 14 }, lineHeight: 1.4 }}>
          {note ?? '\u00a0'}
        </Typography>
      )}
    </Paper>
  );
}

/** The row of summary cards: four across on wide screens, two by two below. */
export function SummaryCards({ cards }: { cards: SummaryCardProps[] }) {
  return (
    <Box sx={{ display: 'grid', gap: { xs: 1.5, sm: 2 }, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}>
      {cards.map((card) => (
        <SummaryCard key={card.label} {...card} />
      ))}
    </Box>
  );
}
