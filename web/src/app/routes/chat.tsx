import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { logout } from '../../features/auth/api/session';
import { useSessionStore } from '../../features/auth/stores/session-store';
import { ChatPlaceholder } from '../../features/chat/components/chat-placeholder';

/** /chat (behind RequireAuth). */
export default function ChatRoute() {
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.user);
  const userInfo = useSessionStore((state) => state.userInfo);
  const [loggingOut, setLoggingOut] = useState(false);

  const onLogout = async () => {
    setLoggingOut(true);
    try {
      await logout();
    } finally {
      navigate(paths.home, { replace: true });
    }
  };

  return (
    <ChatPlaceholder
      displayName={userInfo?.displayName || user?.displayName || 'there'}
      email={userInfo?.email ?? user?.email ?? ''}
      onLogout={() => void onLogout()}
      loggingOut={loggingOut}
    />
  );
}
