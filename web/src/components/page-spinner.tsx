import './page-spinner.css';

/** A spinner centred in the viewport (or, given a class that sizes it, in its own box), with an optional label. */
export function PageSpinner({ label, className }: { label?: string; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={className ? `page-spinner ${className}` : 'page-spinner'}>
      <span role="progressbar" aria-label={label ?? 'Loading'} className="page-spinner__ring">
        <svg viewBox="22 22 44 44">
          <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
        </svg>
      </span>
      {label && <p className="page-spinner__label">{label}</p>}
    </div>
  );
}
