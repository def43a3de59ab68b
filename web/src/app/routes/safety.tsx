import { SafetyPage } from '../../features/safety/components/safety-page';
import { useSessionStore } from '../../lib/session/session-store';

/** /safety (public): the crisis protocol, with a way back to the chat for members. */
export default function SafetyRoute() {
  const signedIn = useSessionStore((state) => state.status === 'signed-in');
  return <SafetyPage signedIn={signedIn} />;
}
