import LockOutlined from '../../components/icons/material/lock-outlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { MessageScreen } from '../../components/message-screen';
import { PageSpinner } from '../../components/page-spinner';
import { paths } from '../../config/paths';
import { useSessionStore } from '../../lib/session/session-store';
import { useAuthCheck } from '../../lib/session/use-auth-check';
import { useGoBack } from './go-back';

/** The gallery: signed-out visitors are asked to log in (SPEC section 2, "Photo gallery screen"). */
export function RequireLogin({ children }: { children: ReactNode }) {
  const authChecked = useAuthCheck();
  const status = useSessionStore((state) => state.status);
  const goBack = useGoBack();
  if (!authChecked || status === 'loading') return <PageSpinner />;
  if (status === 'signed-out') {
    return (
      <MessageScreen
        withFooter
        icon={<LockOutlined />}
        title="Authentication Required"
        actions={
          <>
            <Button component={RouterLink} to={paths.login} variant="contained">
              Go to Login
            </Button>
            <Button variant="outlined" onClick={goBack}>
              Go Back
            </Button>
          </>
        }
      >
        <Typography>Please log in to view photos</Typography>
      </MessageScreen>
    );
  }
  return children;
}
