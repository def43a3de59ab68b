import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import './legal-links.css';

/** The Terms of Use and Privacy Policy links, and optionally Contact Support, as inline links. */
export function LegalLinks({ withContact = false }: { withContact?: boolean }) {
  return (
    <>
      <Link to={paths.terms} className="legal-links__link">
        Terms of Use
      </Link>
      <Link to={paths.privacy} className="legal-links__link">
        Privacy Policy
      </Link>
      {withContact && (
        <Link to={paths.contact} className="legal-links__link">
          Contact Support
        </Link>
      )}
    </>
  );
}
