import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import '../../styles/buttons.css';
import { BrandMark } from '../brand-mark';
import { ArrowBackIcon } from '../icons/icons';
import { SiteFooter } from './site-footer';
import './simple-page.css';

interface SimplePageProps {
  children: ReactNode;
  /** The content column's widest size, at MUI's breakpoints (sm 600, md 900, lg 1200, xl 1536 px). */
  maxWidth?: 'sm' | 'md' | 'lg' | 'xl';
  /** Where the back link leads; home by default. */
  backTo?: string;
  backLabel?: string;
}

/** A page with the brand bar, a back link, centred content and the footer. Plain CSS: a page inside may use MUI. */
export function SimplePage({ children, maxWidth = 'md', backTo = paths.home, backLabel = 'Back to home' }: SimplePageProps) {
  return (
    <div className="simple-page">
      <header className="simple-page__bar">
        <BrandMark tone="dark" />
        <Link to={backTo} className="bela-button bela-button--text bela-button--inherit simple-page__back">
          <ArrowBackIcon className="simple-page__back-icon" />
          {backLabel}
        </Link>
      </header>
      <main className={`simple-page__main simple-page__main--${maxWidth}`}>{children}</main>
      <SiteFooter />
    </div>
  );
}
