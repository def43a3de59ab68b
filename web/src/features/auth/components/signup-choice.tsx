import { Link } from 'react-router-dom';
import { MailOutlinedIcon } from '../../../components/icons/icons';
import { paths } from '../../../config/paths';
import '../../../styles/buttons.css';
import { GoogleSignInButton } from './google-sign-in-button';
import './signup-choice.css';

interface SignupChoiceProps {
  onEmail: () => void;
  focusEmail?: boolean;
  /** Called as the pointer or focus nears 'Sign up with Email', to fetch the form ahead of the click. */
  onEmailIntent?: () => void;
}

/** The sign-up choice (SPEC section 2): Google (recommended) or e-mail, and a 'Log in' link. Plain CSS. */
export function SignupChoice({ onEmail, focusEmail = false, onEmailIntent }: SignupChoiceProps) {
  return (
    <div className="signup-choice">
      <GoogleSignInButton recommended />
      <div className="signup-choice__divider" role="separator" aria-orientation="horizontal">
        <span className="signup-choice__divider-label">
          <p className="signup-choice__or">or</p>
        </span>
      </div>
      <button
        type="button"
        className="bela-button bela-button--outlined bela-button--large signup-choice__email"
        onClick={onEmail}
        onPointerEnter={onEmailIntent}
        onFocus={onEmailIntent}
        autoFocus={focusEmail}
      >
        <MailOutlinedIcon className="signup-choice__email-icon" />
        Sign up with Email
      </button>
      <p className="signup-choice__login">
        Already have an account?{' '}
        <Link to={paths.home} className="bela-link">
          Log in
        </Link>
      </p>
    </div>
  );
}
