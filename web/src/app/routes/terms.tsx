import { TermsPage } from '../../features/legal/components/terms-page';

/** /terms. */
export default function TermsRoute() {
  return <TermsPage />;
}
