/** The signed-in member's name and e-mail to start the form with (empty for a visitor). */
import { useSessionStore } from '../../../lib/session/session-store';
import { useUserInfo } from '../../../lib/session/use-user-info';

export function useContactDefaults(): { name: string; email: string } {
  const { userInfo } = useUserInfo();
  const firebaseName = useSessionStore((state) => state.user?.displayName ?? '');
  const firebaseEmail = useSessionStore((state) => state.user?.email ?? '');
  return { name: userInfo?.displayName || firebaseName, email: userInfo?.email || firebaseEmail };
}
