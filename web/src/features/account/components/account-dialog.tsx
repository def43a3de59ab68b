import CloseRounded from '@mui/icons-material/CloseRounded';
import DeleteForeverOutlined from '@mui/icons-material/DeleteForeverOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UserInfo } from '@shared/contracts/auth';
import { useEffect, useState, type ReactNode } from 'react';
import { refreshUserInfo } from '../../../lib/session/session';
import { useSessionStore } from '../../../lib/session/session-store';
import { exportAccountData } from '../api/account-api';
import { ACCOUNT_LOAD_FAILED, exportFileName, REFUND_POLICY, serverMessageOr } from '../utils/account-messages';
import { DeleteAccountDialog } from './delete-account-dialog';

interface AccountDialogProps {
  open: boolean;
  onClose: () => void;
  onUpgrade: () => void;
  /** The account was deleted: sign out and go home. */
  onAccountDeleted: () => void;
}

function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : date.toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography variant="overline" component="h3" sx={{ color: 'text.secondary', fontWeight: 700, letterSpacing: '0.08em' }}>
        {title}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, columnGap: 2, rowGap: { xs: 0.25, sm: 1 } }}>
        {children}
      </Box>
    </Box>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', mt: { xs: 1, sm: 0 } }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

function planLabel(info: UserInfo): ReactNode {
  const { access } = info;
  if (access.isPaidUser) return <Chip label="Premium" size="small" color="secondary" sx={{ fontWeight: 700 }} />;
  if (access.status === 'expired' || !access.canUseChat) return 'Trial ended';
  return `Free trial, ${access.daysRemaining} ${access.daysRemaining === 1 ? 'day' : 'days'} left of ${access.trialDurationDays}`;
}

function subscriptionStatusLabel(status: string): string {
  if (!status || status === 'none') return 'No subscription';
  return status.charAt(0).toUpperCase() + status.slice(1).replaceAll('_', ' ');
}

/** Download my data: the export as a JSON file. */
function useExport() {
  const [exporting, setExporting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setExporting(true);
    setError(null);
    try {
      const data = await exportAccountData();
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = exportFileName();
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (exportError) {
      setError(serverMessageOr(exportError, 'Your data could not be downloaded. Please try again.'));
    } finally {
      setExporting(false);
    }
  };
  return { run, exporting, error };
}

/** Account Information: basic info, status, subscription, refund policy, data export, deletion. */
export function AccountDialog({ open, onClose, onUpgrade, onAccountDeleted }: AccountDialogProps) {
  const userInfo = useSessionStore((state) => state.userInfo);
  const status = useSessionStore((state) => state.userInfoStatus);
  const user = useSessionStore((state) => state.user);
  const exporter = useExport();
  const [deleteOpen, setDeleteOpen] = useState(false);

  // Fresh figures each time it opens (silently: what is shown stays while it loads).
  useEffect(() => {
    if (open) void refreshUserInfo({ silent: true });
  }, [open]);

  let body: ReactNode;
  if (!userInfo && (status === 'loading' || status === 'idle')) {
    body = (
      <Stack spacing={2} sx={{ alignItems: 'center', py: 5, color: 'text.secondary' }} role="status">
        <CircularProgress size={28} aria-hidden />
        <Typography>Loading account information...</Typography>
      </Stack>
    );
  } else if (!userInfo) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refreshUserInfo()}>
            Retry
          </Button>
        }
      >
        {ACCOUNT_LOAD_FAILED}
      </Alert>
    );
  } else {
    const verified = userInfo.emailVerified && (user?.emailVerified ?? true);
    const paid = userInfo.access.isPaidUser;
    body = (
      <Stack spacing={2.5} divider={<Divider flexItem />}>
        <Section title="Basic information">
          <Item label="Name">{userInfo.displayName || '—'}</Item>
          <Item label="Email">{userInfo.email}</Item>
          <Item label="Email verified">
            {verified ? <Chip label="Verified" size="small" color="success" variant="outlined" /> : <Chip label="Not verified" size="small" color="warning" variant="outlined" />}
          </Item>
          <Item label="Member since">{formatDate(userInfo.createdAt)}</Item>
          <Item label="Sign-in method">{userInfo.method === 'google' ? 'Google' : 'Email and password'}</Item>
        </Section>
        <Section title="Account status">
          <Item label="Plan">{planLabel(userInfo)}</Item>
          {userInfo.access.isTrialUser && !paid && <Item label="Trial ends">{formatDate(userInfo.access.trialEndsAt)}</Item>}
          {userInfo.role === 'admin' && (
            <Item label="Role">
              <Chip label="Admin" size="small" color="primary" variant="outlined" />
            </Item>
          )}
        </Section>
        <Section title="Subscription details">
          <Item label="Status">{subscriptionStatusLabel(userInfo.subscriptionStatus)}</Item>
          <Item label="Current period ends">{formatDate(userInfo.subscriptionPeriodEnd)}</Item>
          <Item label="Cancels at period end">{userInfo.cancelAtPeriodEnd ? 'Yes' : 'No'}</Item>
          {userInfo.lastPaymentDate && <Item label="Last payment">{formatDate(userInfo.lastPaymentDate)}</Item>}
        </Section>
        {!paid && (
          <Button variant="contained" onClick={onUpgrade} sx={{ alignSelf: 'flex-start' }}>
            Upgrade to Premium
          </Button>
        )}
        <Box component="section">
          <Typography variant="overline" component="h3" sx={{ color: 'text.secondary', fontWeight: 700, letterSpacing: '0.08em' }}>
            Refund policy
          </Typography>
          <Typography variant="body2">
            {REFUND_POLICY}. You can cancel your subscription at any time; you keep access until the end of the period you have paid for.
          </Typography>
        </Box>
        <Box component="section">
          <Typography variant="overline" component="h3" sx={{ color: 'text.secondary', fontWeight: 700, letterSpacing: '0.08em' }}>
            Your data
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 0.5 }}>
            <Button
              variant="outlined"
              onClick={() => void exporter.run()}
              disabled={exporter.exporting}
              startIcon={exporter.exporting ? <CircularProgress size={16} color="inherit" aria-hidden /> : <FileDownloadOutlined />}
            >
              Download my data
            </Button>
            <Button variant="outlined" color="error" onClick={() => setDeleteOpen(true)} startIcon={<DeleteForeverOutlined />}>
              Delete my account
            </Button>
          </Stack>
          {exporter.error && (
            <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>
              {exporter.error}
            </Alert>
          )}
        </Box>
      </Stack>
    );
  }

  return (
    <>
      <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="account-title" scroll="paper">
        <DialogTitle id="account-title" sx={{ pr: 6 }}>
          Account Information
        </DialogTitle>
        <IconButton onClick={onClose} aria-label="Close" sx={{ position: 'absolute', right: 8, top: 10 }}>
          <CloseRounded />
        </IconButton>
        <DialogContent dividers>{body}</DialogContent>
      </Dialog>
      <DeleteAccountDialog open={deleteOpen} onClose={() => setDeleteOpen(false)} onDeleted={onAccountDeleted} />
    </>
  );
}
