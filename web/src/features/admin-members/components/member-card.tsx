import OpenInNewRounded from '../../../components/icons/material/open-in-new-rounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ComplimentaryResult, MemberDetails } from '@bela/contracts/admin-members';
import { useEffect, useRef, useState } from 'react';
import { useMemberPortal } from '../api/open-member-portal';
import { formatDay, planColours, planLabels } from '../utils/format';
import { ComplimentaryGrant } from './complimentary-grant';
import { Fact, FactGroup } from './detail-list';
import { FailedPayments, SupportMessages } from './support-messages';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/**
 * The portal session is made on the server after the click; the tab is opened at the click (a
 * later one would be blocked) and sent there once the address is in. With no tab, a link is shown.
 */
function PortalButton({ uid }: { uid: string }) {
  const portal = useMemberPortal();
  const [fallback, setFallback] = useState<string | null>(null);
  const open = () => {
    if (portal.isPending) return;
    setFallback(null);
    const tab = window.open('', '_blank');
    portal.mutate(uid, {
      onSuccess: (url) => {
        if (tab) {
          tab.opener = null;
          tab.location.href = url;
        } else {
          setFallback(url);
        }
      },
      onError: () => tab?.close(),
    });
  };
  return (
    <Box>
      <Button
        variant="contained"
        onClick={open}
        aria-busy={portal.isPending}
        startIcon={portal.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : <OpenInNewRounded aria-hidden />}
      >
        Open billing portal
      </Button>
      {fallback && (
        <Typography variant="body2" sx={{ mt: 1 }} role="status">
          <Link href={fallback} target="_blank" rel="noopener noreferrer">
            The billing portal is ready: open it in a new tab
          </Link>
        </Typography>
      )}
      {portal.error && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {portal.error.message}
        </Alert>
      )}
    </Box>
  );
}

interface MemberCardProps {
  member: MemberDetails;
  onGranted: (result: ComplimentaryResult) => void;
}

/**
 * What support sees of one member: account, trial, subscription, complimentary months, messages.
 * Mounted afresh for each member found (keyed by the page).
 */
export function MemberCard({ member, onGranted }: MemberCardProps) {
  const { subscription, trial, complimentary } = member;
  const heading = useRef<HTMLHeadingElement>(null);
  // A new result takes the focus, so a keyboard or screen-reader user lands on what was found.
  useEffect(() => heading.current?.focus(), []);
  const customer = subscription.stripeCustomerId;
  const period = subscription.periodStart || subscription.periodEnd ? `${formatDay(subscription.periodStart)} – ${formatDay(subscription.periodEnd)}` : '—';
  return (
    <Paper component="section" aria-labelledby="member-heading" elevation={0} sx={{ border: 1, borderColor: 'divider', p: { xs: 2, sm: 3 }, display: 'grid', gap: 3, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
        <Box sx={{ minWidth: 0, flex: '1 1 auto' }}>
          <Typography id="member-heading" ref={heading} tabIndex={-1} variant="h5" component="h2" sx={{ overflowWrap: 'anywhere', outline: 'none' }}>
            {member.displayName || member.email}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {member.email}
          </Typography>
        </Box>
        <Chip label={`Plan: ${planLabels[member.plan]}`} color={planColours[member.plan]} variant="outlined" sx={{ fontWeight: 700 }} />
      </Box>

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <FactGroup title="Account">
          <Fact label="Member since">{formatDay(member.createdAt)}</Fact>
          <Fact label="E-mail verified">{yesNo(member.emailVerified)}</Fact>
          <Fact label="Role">{member.role === 'admin' ? 'Admin' : 'Member'}</Fact>
          <Fact label="Member id">{member.uid}</Fact>
        </FactGroup>
        <FactGroup title="Trial">
          <Fact label="Started">{formatDay(trial.started)}</Fact>
          <Fact label="Ends">{formatDay(trial.ends)}</Fact>
          <Fact label="Days remaining">{trial.daysRemaining}</Fact>
          <Fact label="Waitlist">{yesNo(trial.waitlist)}</Fact>
        </FactGroup>
        <FactGroup title="Subscription">
          <Fact label="Status">{subscription.status === 'none' ? 'No subscription' : subscription.status}</Fact>
          <Fact label="Payment">{subscription.paymentStatus}</Fact>
          <Fact label="Current period">{period}</Fact>
          <Fact label="Cancels at period end">{yesNo(subscription.cancelAtPeriodEnd)}</Fact>
          <Fact label="Last payment">{formatDay(member.lastPaymentDate)}</Fact>
          <Fact label="Stripe customer">{customer ?? 'None yet'}</Fact>
        </FactGroup>
        <FactGroup title="Complimentary access">
          <Fact label="Until">{complimentary.until ? formatDay(complimentary.until) : 'Never granted'}</Fact>
          <Fact label="Grants">
            {complimentary.grants.length === 0
              ? 'None'
              : complimentary.grants
                  .slice()
                  .reverse()
                  .map((grant) => `${formatDay(grant.at)} by ${grant.by ?? 'an admin'} (until ${formatDay(grant.until)})`)
                  .join('; ')}
          </Fact>
        </FactGroup>
      </Box>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        {customer ? (
          <>
            <PortalButton key={member.uid} uid={member.uid} />
            {member.stripeDashboardUrl && (
              <Button
                variant="outlined"
                href={member.stripeDashboardUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-label="Stripe dashboard (opens in a new tab)"
                endIcon={<OpenInNewRounded aria-hidden />}
              >
                Stripe dashboard
              </Button>
            )}
          </>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary', alignSelf: 'center' }}>
            No Stripe customer: this member never started a checkout.
          </Typography>
        )}
        <ComplimentaryGrant key={member.uid} member={member} onGranted={onGranted} />
      </Box>

      <FailedPayments payments={member.failedPayments ?? []} />
      <SupportMessages messages={member.supportMessages} />
    </Paper>
  );
}
