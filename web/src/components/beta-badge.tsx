import { BETA_NOTICE } from '../config/app';
import './beta-badge.css';

/**
 * The 'Beta' marker; hovering shows the beta notice (a native tooltip keeps the landing chunk
 * light). It is read as one image named with the notice: a plain chip has no role, and a name on
 * an element without one is ignored.
 */
export function BetaBadge({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  return (
    <div className={`beta-badge beta-badge--${tone}`} title={BETA_NOTICE} role="img" aria-label={`Beta. ${BETA_NOTICE}`}>
      <span className="beta-badge__label">Beta</span>
    </div>
  );
}
