import { useSessionStore } from '../../lib/session/session-store';
import { ContactPage } from '../../features/contact/components/contact-page';

/** /contact: prefilled with the signed-in user's name and e-mail. */
export default function ContactRoute() {
  const user = useSessionStore((state) => state.user);
  const userInfo = useSessionStore((state) => state.userInfo);
  const status = useSessionStore((state) => state.status);
  return (
    <ContactPage
      // Remount once auth has settled so the defaults can apply.
      key={status}
      defaultName={userInfo?.displayName ?? user?.displayName ?? ''}
      defaultEmail={userInfo?.email ?? user?.email ?? ''}
    />
  );
}
