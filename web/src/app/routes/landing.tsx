import { LoginForm } from '../../features/auth/components/login-form';
import { EnhancedLanding } from '../../features/landing/components/enhanced-landing';

/** / and /enhanced. */
export default function LandingRoute() {
  return <EnhancedLanding loginForm={<LoginForm />} />;
}
