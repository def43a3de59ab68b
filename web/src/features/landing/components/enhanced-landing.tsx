import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CAROUSEL_INTERVAL_MS } from '../../../config/ui';
import { BrandMark } from '../../../components/brand-mark';
import { CompanionPortrait } from '../../../components/companion-portrait';
import { ArrowDownwardIcon, LocalOfferOutlinedIcon } from '../../../components/icons/icons';
import { SiteFooter } from '../../../components/layout/site-footer';
import { LOGIN_ANCHOR_ID, paths } from '../../../config/paths';
import { trackJoinClick } from '../../../lib/tracking/signup-tracking';
import '../../../styles/buttons.css';
import { useScrollToLogin } from '../hooks/use-scroll-to-login';
import './enhanced-landing.css';
import { FeatureList } from './feature-list';
import { PreviewCarousel } from './preview-carousel';

/** The enhanced landing page (routes / and /enhanced). The login form is given by the app layer. */
export function EnhancedLanding({ loginForm }: { loginForm: ReactNode }) {
  const scrollToLogin = useScrollToLogin();
  const onLoginLink = (event: MouseEvent) => {
    event.preventDefault();
    scrollToLogin();
  };

  return (
    <div className="landing">
      <header className="landing__hero">
        <div className="landing__container landing__container--lg">
          <div className="landing__bar">
            <BrandMark tone="dark" linked={false} />
            <div className="landing__bar-actions">
              <a href={`#${LOGIN_ANCHOR_ID}`} onClick={onLoginLink} className="bela-button bela-button--text bela-button--inherit landing__bar-login">
                Log in
              </a>
              <Link
                to={paths.signup}
                onClick={() => trackJoinClick('Join Free')}
                className="bela-button bela-button--contained-secondary bela-button--small"
              >
                Join Free
              </Link>
            </div>
          </div>
          <Hero onLoginLink={onLoginLink} />
        </div>
      </header>

      <main className="landing__main">
        <section aria-labelledby="features-title" className="landing__container landing__container--lg landing__features">
          <h2 id="features-title" className="landing__features-title">
            More than a chat window
          </h2>
          <p className="landing__features-lead">Everything you need to get to know Bela, in one place.</p>
          <FeatureList />
        </section>
        <LoginSection loginForm={loginForm} />
      </main>
      <SiteFooter />
    </div>
  );
}

function Hero({ onLoginLink }: { onLoginLink: (event: MouseEvent) => void }) {
  return (
    <section aria-labelledby="hero-title" className="landing__intro">
      <div>
        <div className="landing__offer">
          <LocalOfferOutlinedIcon className="landing__offer-icon" />
          <span className="landing__offer-label">Free Preview - No Credit Card Needed</span>
        </div>
        <h1 id="hero-title" className="landing__title">
          Meet Bela, <span className="landing__title-accent">your AI companion</span>
        </h1>
        <p className="landing__lead">
          Warm conversations, a playful personality and an exclusive photo gallery - with a companion who is always glad
          to hear from you.
        </p>
        <div className="landing__calls">
          <Link
            to={paths.signup}
            onClick={() => trackJoinClick('Join for Free')}
            className="bela-button bela-button--contained-primary bela-button--large landing__join"
          >
            Join for Free
          </Link>
          <a href={`#${LOGIN_ANCHOR_ID}`} onClick={onLoginLink} className="landing__login-link">
            Login to your account
            <ArrowDownwardIcon fontSize="small" aria-hidden />
          </a>
        </div>
        <div className="landing__disclaimer">
          <CompanionPortrait size={44} alt="" className="landing__disclaimer-portrait" />
          <p className="landing__small-text">Bela is a fictional AI character. For adults 18+ only.</p>
        </div>
      </div>
      <div className="landing__preview">
        <PreviewCarousel intervalMs={CAROUSEL_INTERVAL_MS} />
      </div>
    </section>
  );
}

function LoginSection({ loginForm }: { loginForm: ReactNode }) {
  return (
    <section id={LOGIN_ANCHOR_ID} aria-labelledby="login-title" className="landing__login">
      <div className="landing__container landing__container--md">
        <div className="landing__login-grid">
          <div className="landing__welcome">
            <CompanionPortrait size={120} alt="" className="landing__welcome-portrait" />
            <p className="landing__welcome-title">Welcome back</p>
            <p className="landing__welcome-text">Bela has been waiting to pick up where you left off.</p>
          </div>
          <div className="landing__login-card">
            <h2 id="login-title" className="landing__login-title">
              Login to your account
            </h2>
            {loginForm}
            <p className="landing__signup-hint">
              New to Bela?{' '}
              <Link to={paths.signup} onClick={() => trackJoinClick('Join for free')} className="bela-link">
                Join for free
              </Link>
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
