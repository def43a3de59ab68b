import { LoginArea } from '../../features/auth/components/login-area';
import { OldLanding } from '../../features/landing/components/old-landing';

/** /old-home. */
export default function OldHomeRoute() {
  return <OldLanding loginForm={<LoginArea />} />;
}
