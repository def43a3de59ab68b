import { LoginArea } from '../../features/auth/components/login-area';
import { EnhancedLanding } from '../../features/landing/components/enhanced-landing';

/** / and /enhanced. */
export default function LandingRoute() {
  return <EnhancedLanding loginForm={<LoginArea />} />;
}
