import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { BrandMark } from '../../../components/brand-mark';
import { CompanionPortrait } from '../../../components/companion-portrait';
import { ArrowBackIcon } from '../../../components/icons/icons';
import { PageSpinner } from '../../../components/page-spinner';
import { loadThemed } from '../../../components/theme/load-themed';
import { ADULTS_ONLY_NOTICE, MINORS_SUITABILITY_NOTICE } from '../../../config/app';
import { paths } from '../../../config/paths';
import { useSignupAbandonment } from '../../../lib/tracking/use-signup-abandonment';
import '../../../styles/buttons.css';
import { readGoogleProfile } from '../utils/google-profile';
import { SignupChoice } from './signup-choice';
import './signup-page.css';

// The page and the choice are plain CSS; the forms are MUI, fetched (with the theme) when needed.
const loadEmailSignupForm = loadThemed(() => import('./email-signup-form').then((module) => module.EmailSignupForm));
const EmailSignupForm = lazy(loadEmailSignupForm);
const CompleteProfileForm = lazy(loadThemed(() => import('./complete-profile-form').then((module) => module.CompleteProfileForm)));
const preloadEmailSignupForm = () => void loadEmailSignupForm();

/** A link straight to the e-mail form: /signup#email. */
const EMAIL_HASH = '#email';

const subscribeToNothing = () => () => undefined;
/**
 * False while the app takes over the prerendered page (which shows the choice: the server sees no
 * hash), true afterwards and on every render in the browser that is not a hydration.
 */
const useHydrated = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

/**
 * /signup (SPEC section 2, "Sign-up screen"): with a Google profile in the navigation state,
 * "Complete Your Profile"; otherwise first the choice between Google and e-mail, then the e-mail
 * form (with a way back to the choice). /signup#email opens the e-mail form directly. Plain CSS
 * (as MUI drew it with the theme): the first screen needs no MUI.
 */
export function SignupPage() {
  const location = useLocation();
  const navigate = useNavigate();
  useSignupAbandonment();
  const hydrated = useHydrated();
  const googleProfile = readGoogleProfile(location.state);
  const [openedOnEmail] = useState(() => location.hash === EMAIL_HASH);
  const [emailChoice, setEmailChoice] = useState<boolean | null>(null);
  const [returnedToChoice, setReturnedToChoice] = useState(false);
  const emailChosen = emailChoice ?? (openedOnEmail && hydrated);
  const mode = googleProfile ? 'google' : emailChosen ? 'email' : 'choice';

  const showEmailForm = () => setEmailChoice(true);
  const showChoice = () => {
    setEmailChoice(false);
    setReturnedToChoice(true);
    if (location.hash) navigate(paths.signup, { replace: true });
  };

  const title = mode === 'google' ? 'Complete Your Profile' : 'Create your account';
  const subtitle =
    mode === 'google'
      ? "You're signed in with Google. Check your name and confirm the details below to start chatting with Bela."
      : 'Free Preview - No Credit Card Needed';
  const formLoading = <PageSpinner className={`signup-page__form-loading signup-page__form-loading--${mode}`} />;

  return (
    <main className="signup-page">
      <div className="signup-page__bar">
        <BrandMark />
        {mode !== 'google' && (
          <Link to={paths.home} className="bela-button bela-button--text bela-button--small">
            <ArrowBackIcon className="signup-page__back-icon" />
            Home
          </Link>
        )}
      </div>
      <div className="signup-page__card">
        {mode === 'email' && (
          <button type="button" onClick={showChoice} className="bela-button bela-button--text bela-button--small signup-page__other-options">
            <ArrowBackIcon className="signup-page__back-icon" />
            Other sign-up options
          </button>
        )}
        <div className="signup-page__header">
          <CompanionPortrait size={72} alt="" style={{ borderRadius: '50%', border: '3px solid #f6e3e6' }} />
          <h1 className="signup-page__title">{title}</h1>
          <p className="signup-page__subtitle">{subtitle}</p>
        </div>
        {mode === 'google' && googleProfile && (
          <Suspense fallback={formLoading}>
            <CompleteProfileForm key={googleProfile.uid} profile={googleProfile} />
          </Suspense>
        )}
        {mode === 'email' && (
          <Suspense fallback={formLoading}>
            <EmailSignupForm autoFocus />
          </Suspense>
        )}
        {mode === 'choice' && <SignupChoice onEmail={showEmailForm} onEmailIntent={preloadEmailSignupForm} focusEmail={returnedToChoice} />}
      </div>
      <p className="signup-page__notice">
        {ADULTS_ONLY_NOTICE} {MINORS_SUITABILITY_NOTICE}
      </p>
    </main>
  );
}
