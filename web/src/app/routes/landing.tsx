import { MuiTheme } from '../../components/theme/mui-theme';
import { LoginArea } from '../../features/auth/components/login-area';
import { EnhancedLanding } from '../../features/landing/components/enhanced-landing';

/** / and /enhanced: the page is plain CSS; only its login area is drawn with MUI. */
export default function LandingRoute() {
  return (
    <EnhancedLanding
      loginForm={
        <MuiTheme>
          <LoginArea />
        </MuiTheme>
      }
    />
  );
}
