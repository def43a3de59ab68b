import type { HTMLAttributes } from 'react';
import './page-spinner.css';

/** MUI's indeterminate CircularProgress in CSS: 40 px in the primary colour, unless a class resizes and recolours it. */
export function SpinnerRing({ className, ...rest }: HTMLAttributes<HTMLSpanElement>) {
  return (
    <span className={className ? `page-spinner__ring ${className}` : 'page-spinner__ring'} {...rest}>
      <svg viewBox="22 22 44 44">
        <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
    </span>
  );
}

/** A spinner centred in the viewport (or, given a class that sizes it, in its own box), with an optional label. */
export function PageSpinner({ label, className }: { label?: string; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={className ? `page-spinner ${className}` : 'page-spinner'}>
      <SpinnerRing role="progressbar" aria-label={label ?? 'Loading'} />
      {label && <p className="page-spinner__label">{label}</p>}
    </div>
  );
}
