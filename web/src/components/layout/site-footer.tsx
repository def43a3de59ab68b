import { ADULTS_ONLY_NOTICE, BETA_NOTICE, MINORS_SUITABILITY_NOTICE } from '../../config/app';
import { LegalLinks } from '../legal-links';
import './site-footer.css';

/** Footer with the legal and support links, the adults-only and minors notices, and the beta notice. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__container">
        <div className="site-footer__row">
          <nav aria-label="Legal and support" className="site-footer__links">
            <LegalLinks withContact />
          </nav>
          <p className="site-footer__text">Bela is a fictional AI character.</p>
        </div>
        <p className="site-footer__notice">
          {ADULTS_ONLY_NOTICE} {MINORS_SUITABILITY_NOTICE}
        </p>
        <p className="site-footer__beta">{BETA_NOTICE}</p>
      </div>
    </footer>
  );
}
