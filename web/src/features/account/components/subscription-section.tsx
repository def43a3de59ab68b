import ManageAccountsOutlined from '../../../components/icons/material/manage-accounts-outlined';
import WorkspacePremiumRounded from '../../../components/icons/material/workspace-premium-rounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { UserInfo } from '@bela/contracts/auth';
import { useSubscriptionPortal } from '../hooks/use-subscription-portal';
import { subscriptionSummary } from '../utils/subscription-summary';
import { DetailItem, DetailSection } from './detail-list';

interface SubscriptionSectionProps {
  userInfo: UserInfo;
  onUpgrade: () => void;
}

/** 'Subscription details': status, plan, period, last payment, and the way to Checkout or the portal. */
export function SubscriptionSection({ userInfo, onUpgrade }: SubscriptionSectionProps) {
  const portal = useSubscriptionPortal();
  const summary = subscriptionSummary(userInfo);
  // A complimentary month is no subscription: the way to Premium stays, for after it ends.
  const paid = userInfo.access.isPaidUser && !userInfo.access.complimentaryUntil;

  const footer = (
    <>
      {summary.notice && (
        <Alert severity={summary.notice.severity} sx={{ mt: 1.5 }} data-testid="subscription-notice">
          {summary.notice.text}
        </Alert>
      )}
      {(!paid || summary.canManage) && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
          {!paid && (
            <Button variant="contained" onClick={onUpgrade} startIcon={<WorkspacePremiumRounded />}>
              Upgrade to Premium
            </Button>
          )}
          {summary.canManage && (
            <Button
              variant="outlined"
              onClick={portal.open}
              aria-disabled={portal.opening}
              aria-busy={portal.opening}
              startIcon={portal.opening ? <CircularProgress size={16} color="inherit" aria-hidden /> : <ManageAccountsOutlined />}
            >
              Manage subscription
            </Button>
          )}
        </Stack>
      )}
      {portal.error && (
        <Alert severity="error" role="alert" onClose={portal.clearError} sx={{ mt: 1.5 }}>
          {portal.error}
        </Alert>
      )}
    </>
  );

  return (
    <DetailSection title="Subscription details" footer={footer}>
      <DetailItem label="Status">{summary.status}</DetailItem>
      <DetailItem label={summary.planLabel}>{summary.plan}</DetailItem>
      {summary.period && <DetailItem label="Current period">{summary.period}</DetailItem>}
      {summary.lastPayment && <DetailItem label="Last payment">{summary.lastPayment}</DetailItem>}
    </DetailSection>
  );
}
