import AdminPanelSettingsOutlined from '../../components/icons/material/admin-panel-settings-outlined';
import LockOutlined from '../../components/icons/material/lock-outlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { MessageScreen } from '../../components/message-screen';
import { PageSpinner } from '../../components/page-spinner';
import { paths } from '../../config/paths';
import { useSessionStore } from '../../lib/session/session-store';
import { useUserInfo } from '../../lib/session/use-user-info';
import { useAuthCheck } from '../../lib/session/use-auth-check';
import { useGoBack } from './go-back';

/** Admin pages (SPEC section 6): role 'admin' from the server's user info. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  useAuthCheck();
  const status = useSessionStore((state) => state.status);
  const user = useSessionStore((state) => state.user);
  const { userInfo, pending } = useUserInfo();
  const goBack = useGoBack();

  if (pending) return <PageSpinner label="Verifying access..." />;
  if (status === 'signed-out') {
    return (
      <MessageScreen
        withFooter
        icon={<LockOutlined />}
        title="Authentication Required"
        actions={
          <Button component={RouterLink} to={paths.home} variant="contained">
            Go to Login
          </Button>
        }
      >
        <Typography>Please log in with an admin account to continue.</Typography>
      </MessageScreen>
    );
  }
  if (userInfo?.role !== 'admin') {
    const email = userInfo?.email ?? user?.email ?? 'unknown';
    const role = userInfo?.role ?? 'unknown';
    return (
      <MessageScreen
        withFooter
        icon={<AdminPanelSettingsOutlined />}
        title="Access Denied"
        actions={
          <Button variant="contained" onClick={goBack}>
            Go Back
          </Button>
        }
      >
        <Typography sx={{ mb: 2 }}>You need admin privileges to access this page.</Typography>
        <Box sx={{ bgcolor: 'background.default', borderRadius: 2, p: 1.5, textAlign: 'left', fontSize: 14, wordBreak: 'break-word' }}>
          <div>
            <strong>Current user:</strong> {email}
          </div>
          <div>
            <strong>Role:</strong> {role}
          </div>
        </Box>
      </MessageScreen>
    );
  }
  return children;
}
