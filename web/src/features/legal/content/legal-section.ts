/** One numbered section of a legal document. */
export interface LegalSection {
  title: string;
  paragraphs: string[];
  bullets?: string[];
  /** In-app pages the section refers to, shown after its text. */
  links?: { label: string; to: string }[];
}
