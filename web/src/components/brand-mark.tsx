import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { BetaBadge } from './beta-badge';
import './brand-mark.css';

/** The product name (linking home) with its Beta badge. */
export function BrandMark({ tone = 'light', linked = true }: { tone?: 'light' | 'dark'; linked?: boolean }) {
  const name = <span className="brand-mark__name">Bela</span>;
  return (
    <div className={`brand-mark brand-mark--${tone}`}>
      {linked ? (
        <Link to={paths.home} className="brand-mark__link" aria-label="Bela home">
          {name}
        </Link>
      ) : (
        name
      )}
      <BetaBadge tone={tone} />
    </div>
  );
}
