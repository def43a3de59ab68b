import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../config/paths';

/** The Terms of Use and Privacy Policy links, and optionally Contact Support, as inline links. */
export function LegalLinks({ withContact = false }: { withContact?: boolean }) {
  return (
    <>
      <Link component={RouterLink} to={paths.terms} color="text.secondary">
        Terms of Use
      </Link>
      <Link component={RouterLink} to={paths.privacy} color="text.secondary">
        Privacy Policy
      </Link>
      {withContact && (
        <Link component={RouterLink} to={paths.contact} color="text.secondary">
          Contact Support
        </Link>
      )}
    </>
  );
}
