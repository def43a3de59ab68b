import Chip from '@mui/material/Chip';
import { BETA_NOTICE } from '../config/app';

/**
 * The 'Beta' marker; hovering shows the beta notice (a native tooltip keeps the landing chunk
 * light). It is read as one image named with the notice: a plain chip has no role, and a name on
 * an element without one is ignored.
 */
export function BetaBadge({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  return (
    <Chip
      label="Beta"
      size="small"
      title={BETA_NOTICE}
      role="img"
      aria-label={`Beta. ${BETA_NOTICE}`}
      sx={{
        height: 22,
        fontSize: 11,
        fontWeight: 700,
        letterSpacing: '0.08em',
        textTransform: 'uppercase',
        color: tone === 'dark' ? '#2a1421' : '#7e1e40',
        bgcolor: tone === 'dark' ? '#e0ad7c' : '#f6e3e6',
        border: '1px solid',
        borderColor: tone === 'dark' ? 'transparent' : 'rgba(176, 48, 90, 0.25)',
      }}
    />
  );
}
