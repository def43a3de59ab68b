import { PrivacyPage } from '../../features/legal/components/privacy-page';

/** /privacy. */
export default function PrivacyRoute() {
  return <PrivacyPage />;
}
