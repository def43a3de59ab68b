import { privacySections } from '../content/privacy-sections';
import { LegalDocument } from './legal-document';

export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      intro="Your privacy matters to us. This policy explains, in plain words, what we collect, why we collect it and what you can ask us to do with it."
      sections={privacySections}
    />
  );
}
