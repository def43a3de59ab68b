import CloseRounded from '../../../components/icons/material/close-rounded';
import DeleteForeverOutlined from '../../../components/icons/material/delete-forever-outlined';
import FileDownloadOutlined from '../../../components/icons/material/file-download-outlined';
import PsychologyOutlined from '../../../components/icons/material/psychology-outlined';
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
import type { UserInfo } from '@bela/contracts/auth';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { cameFromState } from '../../../utils/came-from';
import { refreshUserInfo } from '../../../lib/session/session';
import { useSessionStore } from '../../../lib/session/session-store';
import { useUserInfo } from '../../../lib/session/use-user-info';
import { useDataExport } from '../hooks/use-data-export';
import { ACCOUNT_LOAD_FAILED, REFUND_POLICY } from '../utils/account-messages';
import { formatDate } from '../utils/format-date';
import { DeleteAccountDialog } from './delete-account-dialog';
import { DetailItem, DetailSection } from './detail-list';
import { SubscriptionSection } from './subscription-section';

interface AccountDialogProps {
  open: boolean;
  onClose: () => void;
  onUpgrade: () => void;
  /** The account was deleted: sign out and go home. */
  onAccountDeleted: () => void;
  /** Under "Your data": the chat's "Export conversations" (the app composes it in; features stay apart). */
  conversationsExport?: ReactNode;
  /** The voice's settings (issue 43), composed in by the app. */
  voiceSettings?: ReactNode;
  /** The check-ins feature's settings section (issue 44), composed in by the app. */
  checkIns?: ReactNode;
}

const headingSx = { color: 'text.secondary', fontWeight: 700, letterSpacing: '0.08em' } as const;

function accessLabel(info: UserInfo): ReactNode {
  const { access } = info;
  // An admin is not on a free trial, whatever their account's dates say: their role is what they have.
  if (info.role === 'admin') return 'Admin: every photo of the gallery, and the admin pages';
  // Granted by support: full access, never a subscription (nothing to manage or cancel).
  if (access.complimentaryUntil) return `Complimentary access until ${formatDate(access.complimentaryUntil) ?? '—'}`;
  if (access.isPaidUser) return <Chip label="Premium" size="small" color="secondary" sx={{ fontWeight: 700 }} />;
  if (access.status === 'expired' || !access.canUseChat) return 'Trial ended';
  return `Free trial, ${access.daysRemaining} ${access.daysRemaining === 1 ? 'day' : 'days'} left of ${access.trialDurationDays}`;
}

function AccountDetails({
  userInfo,
  onUpgrade,
  onDelete,
  conversationsExport,
  voiceSettings,
  checkIns,
}: {
  userInfo: UserInfo;
  onUpgrade: () => void;
  onDelete: () => void;
  conversationsExport?: ReactNode;
  voiceSettings?: ReactNode;
  checkIns?: ReactNode;
}) {
  const user = useSessionStore((state) => state.user);
  const exporter = useDataExport();
  // "Back to chat" on the memories page returns to where the dialog was opened (utils/came-from.ts).
  const location = useLocation();
  const verified = userInfo.emailVerified && (user?.emailVerified ?? true);
  const { access } = userInfo;
  return (
    <Stack spacing={2.5} divider={<Divider flexItem />}>
      <DetailSection title="Basic information">
        <DetailItem label="Name">{userInfo.displayName || '—'}</DetailItem>
        <DetailItem label="Email">{userInfo.email}</DetailItem>
        <DetailItem label="Email verified">
          <Chip label={verified ? 'Verified' : 'Not verified'} size="small" color={verified ? 'success' : 'warning'} variant="outlined" />
        </DetailItem>
        <DetailItem label="Member since">{formatDate(userInfo.createdAt) ?? '—'}</DetailItem>
        <DetailItem label="Sign-in method">{userInfo.method === 'google' ? 'Google' : 'Email and password'}</DetailItem>
      </DetailSection>
      <DetailSection title="Account status">
        <DetailItem label="Access">{accessLabel(userInfo)}</DetailItem>
        {access.isTrialUser && !access.isPaidUser && userInfo.role !== 'admin' && <DetailItem label="Trial ends">{formatDate(access.trialEndsAt) ?? '—'}</DetailItem>}
        {userInfo.role === 'admin' && (
          <DetailItem label="Role">
            <Chip label="Admin" size="small" color="primary" variant="outlined" />
          </DetailItem>
        )}
      </DetailSection>
      <SubscriptionSection userInfo={userInfo} onUpgrade={onUpgrade} />
      {voiceSettings && (
        <Box component="section">
          <Typography variant="overline" component="h3" sx={headingSx}>
            Bela's voice
          </Typography>
          {voiceSettings}
        </Box>
      )}
      {checkIns}
      <Box component="section">
        <Typography variant="overline" component="h3" sx={headingSx}>
          Refund policy
        </Typography>
        <Typography variant="body2">
          {REFUND_POLICY}. You can cancel your subscription at any time; you keep access until the end of the period you have paid for.
        </Typography>
      </Box>
      <Box component="section">
        <Typography variant="overline" component="h3" sx={headingSx}>
          Your data
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 0.5 }}>
          <Button
            variant="outlined"
            onClick={exporter.run}
            disabled={exporter.exporting}
            startIcon={exporter.exporting ? <CircularProgress size={16} color="inherit" aria-hidden /> : <FileDownloadOutlined />}
          >
            Download my data
          </Button>
          <Button variant="outlined" color="error" onClick={onDelete} startIcon={<DeleteForeverOutlined />}>
            Delete my account
          </Button>
        </Stack>
        {exporter.error && (
          <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>
            {exporter.error}
          </Alert>
        )}
        {conversationsExport && <Box sx={{ mt: 1 }}>{conversationsExport}</Box>}
        <Box sx={{ mt: 1 }}>
          <Button variant="outlined" component={RouterLink} to={paths.memories} state={cameFromState(location)} startIcon={<PsychologyOutlined />}>
            What Bela knows
          </Button>
        </Box>
      </Box>
    </Stack>
  );
}

/** Account Information: basic info, status, subscription, refund policy, data export, deletion. */
export function AccountDialog({ open, onClose, onUpgrade, onAccountDeleted, voiceSettings, conversationsExport, checkIns }: AccountDialogProps) {
  const { userInfo, status } = useUserInfo();
  const [deleteOpen, setDeleteOpen] = useState(false);

  // Fresh figures each time it opens (what is shown stays while they load).
  useEffect(() => {
    if (open) void refreshUserInfo();
  }, [open]);

  let body: ReactNode;
  if (userInfo) {
    body = <AccountDetails userInfo={userInfo} onUpgrade={onUpgrade} onDelete={() => setDeleteOpen(true)} conversationsExport={conversationsExport} voiceSettings={voiceSettings} checkIns={checkIns} />;
  } else if (status === 'loading' || status === 'idle') {
    body = (
      <Stack spacing={2} sx={{ alignItems: 'center', py: 5, color: 'text.secondary' }} role="status">
        <CircularProgress size={28} aria-hidden />
        <Typography>Loading account information...</Typography>
      </Stack>
    );
  } else {
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
