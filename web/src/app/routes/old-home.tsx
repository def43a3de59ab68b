import { LoginForm } from '../../features/auth/components/login-form';
import { OldLanding } from '../../features/landing/components/old-landing';

/** /old-home. */
export default function OldHomeRoute() {
  return <OldLanding loginForm={<LoginForm />} />;
}
