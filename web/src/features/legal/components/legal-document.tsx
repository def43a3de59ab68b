import { Link } from 'react-router-dom';
import { SimplePage } from '../../../components/layout/simple-page';
import type { LegalSection } from '../content/legal-section';
import './legal-document.css';

interface LegalDocumentProps {
  title: string;
  intro: string;
  sections: LegalSection[];
}

/** A legal text with numbered sections and comfortable reading measure. Plain CSS: the page loads no MUI. */
export function LegalDocument({ title, intro, sections }: LegalDocumentProps) {
  return (
    <SimplePage maxWidth="md">
      <article className="legal-document">
        <h1 className="legal-document__title">{title}</h1>
        <p className="legal-document__intro">{intro}</p>
        <ol className="legal-document__sections">
          {sections.map((section, index) => (
            <li key={section.title} className="legal-document__section">
              <h2 className="legal-document__section-title">
                <span className="legal-document__number">{index + 1}.</span>
                {section.title}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="legal-document__paragraph">
                  {paragraph}
                </p>
              ))}
              {section.bullets && (
                <ul className="legal-document__bullets">
                  {section.bullets.map((bullet) => (
                    <li key={bullet}>{bullet}</li>
                  ))}
                </ul>
              )}
              {section.links?.map((link) => (
                <Link key={link.to} to={link.to} className="bela-link">
                  {link.label}
                </Link>
              ))}
            </li>
          ))}
        </ol>
      </article>
    </SimplePage>
  );
}
