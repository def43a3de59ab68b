/** One numbered section of a legal document. */
export interface LegalSection {
  title: string;
  paragraphs: string[];
  bullets?: string[];
}
