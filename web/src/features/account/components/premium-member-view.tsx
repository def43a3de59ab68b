import ManageAccountsOutlined from '../../../components/icons/material/manage-accounts-outlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { UserInfo } from '@bela/contracts/auth';
import { useSubscriptionPortal } from '../hooks/use-subscription-portal';
import { subscriptionSummary } from '../utils/subscription-summary';

/** The upgrade dialog for a member who already pays: no second purchase, the portal instead. */
export function PremiumMemberView({ userInfo, onClose }: { userInfo: UserInfo; onClose: () => void }) {
  const portal = useSubscriptionPortal();
  const summary = subscriptionSummary(userInfo);
  return (
    <>
      <Typography sx={{ fontWeight: 600 }}>Premium is active on your account. Bela is all yours.</Typography>
      {summary.notice ? (
        <Alert severity={summary.notice.severity} sx={{ mt: 1.5 }}>
          {summary.notice.text}
        </Alert>
      ) : (
        summary.renewsOn && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
            {`Your subscription renews on ${summary.renewsOn}.`}
          </Typography>
        )
      )}
      {portal.error && (
        <Alert severity="error" role="alert" onClose={portal.clearError} sx={{ mt: 2 }}>
          {portal.error}
        </Alert>
      )}
      <Button
        variant="outlined"
        size="large"
        fullWidth
        onClick={portal.open}
        aria-disabled={portal.opening}
        aria-busy={portal.opening}
        startIcon={portal.opening ? <CircularProgress size={18} color="inherit" aria-hidden /> : <ManageAccountsOutlined />}
        sx={{ mt: 2.5 }}
      >
        Manage subscription
      </Button>
      <Button variant="contained" size="large" fullWidth onClick={onClose} sx={{ mt: 1 }}>
        Continue chatting
      </Button>
    </>
  );
}
