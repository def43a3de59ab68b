import AccessTimeRounded from '../../../components/icons/material/access-time-rounded';
import AdminPanelSettingsOutlined from '../../../components/icons/material/admin-panel-settings-outlined';
import CardGiftcardRounded from '../../../components/icons/material/card-giftcard-rounded';
import WorkspacePremiumRounded from '../../../components/icons/material/workspace-premium-rounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UserInfo } from '@bela/contracts/auth';
import { useState } from 'react';
import { refreshUserInfo } from '../../../lib/session/session';
import { trialDaysLeftText, trialUrgency, urgencyPalette } from '../utils/trial-urgency';
import { WaitlistDialog } from './waitlist-dialog';

interface TrialStatusPanelProps {
  userInfo: UserInfo | null;
  loading: boolean;
  onUpgrade: () => void;
}

function formatDate(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date.toLocaleDateString(undefined, { month: 'long', day: 'numeric', year: 'numeric' });
}

/**
 * 'Check the waitlist' and the waitlist dialog it opens (mounted afresh for each opening). When
 * the answer differs from what the user info said (the e-mail was added or removed since), the
 * user info is loaded again so the trial shown here catches up.
 */
function WaitlistCheck({ email, onList }: { email: string; onList: boolean }) {
  const [openings, setOpenings] = useState(0);
  const [open, setOpen] = useState(false);
  const onAnswer = (answer: boolean) => {
    if (answer !== onList) void refreshUserInfo();
  };
  return (
    <>
      <Link
        component="button"
        type="button"
        variant="caption"
        aria-haspopup="dialog"
        onClick={() => {
          setOpenings((count) => count + 1);
          setOpen(true);
        }}
        sx={{ display: 'block', mt: 0.75, fontWeight: 600 }}
      >
        Check the waitlist
      </Link>
      {openings > 0 && <WaitlistDialog key={openings} open={open} email={email} onClose={() => setOpen(false)} onAnswer={onAnswer} />}
    </>
  );
}

const panelSx = { p: 1.5, borderRadius: '14px', border: 1, borderColor: 'divider', bgcolor: 'background.paper' } as const;

/**
 * The plan in the sidebar: an admin's role, a complimentary month with its end, Premium with its
 * date, days left of the trial (by urgency), or ended; a trial member can check the waitlist from here.
 */
export function TrialStatusPanel({ userInfo, loading, onUpgrade }: TrialStatusPanelProps) {
  if (loading || !userInfo) {
    return (
      <Stack direction="row" spacing={1} sx={{ ...panelSx, alignItems: 'center', color: 'text.secondary' }} role="status">
        <CircularProgress size={14} aria-hidden />
        <Typography variant="body2">Loading status...</Typography>
      </Stack>
    );
  }

  const { access } = userInfo;
  // An admin is no trial member: the panel says their role, never days left or Upgrade.
  if (userInfo.role === 'admin') {
    return (
      <Box sx={{ ...panelSx, bgcolor: 'rgba(176, 48, 90, 0.06)' }} data-testid="trial-status">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <AdminPanelSettingsOutlined sx={{ color: 'primary.dark' }} fontSize="small" aria-hidden />
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            Admin
          </Typography>
        </Stack>
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.5 }}>
          Every photo of the gallery, and the admin pages.
        </Typography>
      </Box>
    );
  }
  // A complimentary month an admin granted: full access, but no subscription to manage; Upgrade
  // stays, for after it ends.
  if (access.complimentaryUntil) {
    return (
      <Box sx={{ ...panelSx, bgcolor: 'rgba(1, 87, 155, 0.05)' }} data-testid="trial-status">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CardGiftcardRounded sx={{ color: 'info.main' }} fontSize="small" aria-hidden />
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            Complimentary month
          </Typography>
        </Stack>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 0.5, gap: 1 }}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            Complimentary access until {formatDate(access.complimentaryUntil) ?? '—'}
          </Typography>
          <Button size="small" onClick={onUpgrade} sx={{ px: 1, mr: -1, minWidth: 0, whiteSpace: 'nowrap' }}>
            Upgrade
          </Button>
        </Stack>
      </Box>
    );
  }
  if (access.isPaidUser) {
    const end = formatDate(userInfo.subscriptionPeriodEnd);
    return (
      <Box sx={{ ...panelSx, bgcolor: 'rgba(201, 137, 75, 0.1)', borderColor: 'rgba(201, 137, 75, 0.35)' }} data-testid="trial-status">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <WorkspacePremiumRounded sx={{ color: 'secondary.dark' }} fontSize="small" aria-hidden />
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            Premium
          </Typography>
        </Stack>
        {end && (
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {userInfo.cancelAtPeriodEnd ? `Cancelled. Access until ${end}` : `Renews on ${end}`}
          </Typography>
        )}
      </Box>
    );
  }

  if (access.status === 'expired' || !access.canUseChat) {
    return (
      <Box sx={{ ...panelSx, borderColor: 'error.light', bgcolor: 'rgba(179, 38, 30, 0.05)' }} data-testid="trial-status">
        <Typography variant="body2" sx={{ fontWeight: 700, color: 'error.main' }}>
          Your free trial has ended
        </Typography>
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.5, mb: 1 }}>
          Upgrade to Premium to keep chatting with Bela.
        </Typography>
        <Button size="small" variant="contained" fullWidth onClick={onUpgrade} startIcon={<WorkspacePremiumRounded />}>
          Upgrade
        </Button>
        <WaitlistCheck email={userInfo.email} onList={access.isWaitlistUser} />
      </Box>
    );
  }

  const days = access.daysRemaining;
  const total = Math.max(1, access.trialDurationDays);
  const colour = urgencyPalette[trialUrgency(days)];
  return (
    <Box sx={panelSx} data-testid="trial-status" data-urgency={trialUrgency(days)}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: `${colour}.main` }}>
        <AccessTimeRounded fontSize="small" aria-hidden />
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {trialDaysLeftText(days)}
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, (days / total) * 100)}
        color={colour}
        aria-label="Trial days left"
        sx={{ mt: 1, height: 5, borderRadius: '3px' }}
      />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 0.5, gap: 1 }}>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {access.isWaitlistUser ? `Waitlist bonus: ${access.trialDurationDays}-day trial` : `${access.trialDurationDays}-day free trial`}
        </Typography>
        <Button size="small" onClick={onUpgrade} sx={{ px: 1, mr: -1, minWidth: 0, whiteSpace: 'nowrap' }}>
          Upgrade
        </Button>
      </Stack>
      <WaitlistCheck email={userInfo.email} onList={access.isWaitlistUser} />
    </Box>
  );
}
