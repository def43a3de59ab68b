import { SignupPage } from '../../features/auth/components/signup-page';

/** /signup. */
export default function SignupRoute() {
  return <SignupPage />;
}
