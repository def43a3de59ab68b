import { EnhancedLanding } from '../../features/landing/components/enhanced-landing';
import { LandingLoginArea } from './landing-login-area';

const loginArea = <LandingLoginArea />;

/** / and /enhanced: the page is plain CSS; its login area, drawn with MUI, comes with its own code. */
export default function LandingRoute() {
  return <EnhancedLanding loginForm={loginArea} />;
}
