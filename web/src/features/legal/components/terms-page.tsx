import { termsSections } from '../content/terms-sections';
import { LegalDocument } from './legal-document';

export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Use"
      intro="Please read these Terms carefully. They explain what Bela is, who may use it, how the free trial and subscription work, and the rules we all agree to."
      sections={termsSections}
    />
  );
}
