import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ComplimentaryResult, MemberDetails } from '@bela/contracts/admin-members';
import { useState } from 'react';
import { AdminNav } from '../../../components/layout/admin-nav';
import { SimplePage } from '../../../components/layout/simple-page';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { useLookupMember } from '../api/lookup-member';
import { AuditLogSection } from './audit-log-section';
import { MemberCard } from './member-card';
import { MemberSearchForm } from './member-search-form';

const NOT_FOUND = 'No member has this e-mail address.';

/** The member after a grant: the new end and grants; complimentary unless Stripe pays. */
const withGrant = (member: MemberDetails, result: ComplimentaryResult): MemberDetails => ({
  ...member,
  plan: member.plan === 'paid' ? 'paid' : 'complimentary',
  complimentary: { until: result.until, grants: result.grants },
});

/**
 * /admin/members (issue 25): support looks a member up by e-mail, sees their plan, trial,
 * subscription and the messages they sent, opens their billing portal, grants a complimentary
 * month; below, the audit log of every admin action. The route guard admits admins.
 */
export function AdminMembersPage() {
  const lookup = useLookupMember();
  const [member, setMember] = useState<MemberDetails | null>(null);

  const search = (email: string) => {
    setMember(null);
    lookup.mutate(email, { onSuccess: setMember });
  };
  const notFound = isApiError(lookup.error) && lookup.error.status === 404;

  return (
    <SimplePage maxWidth="lg" backTo={paths.chat} backLabel="Back to chat">
      <AdminNav />
      <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 28, sm: 34 } }}>
            Members
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>Look a member up by e-mail for support. Every lookup and change is written to the audit log.</Typography>
        </Box>

        <Paper component="section" aria-labelledby="lookup-heading" elevation={0} sx={{ border: 1, borderColor: 'divider', p: { xs: 2, sm: 3 }, minWidth: 0 }}>
          <Typography id="lookup-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
            Look up a member
          </Typography>
          <MemberSearchForm onLookup={search} searching={lookup.isPending} />
          <Box role="status" aria-live="polite">
            {lookup.isPending && <Typography variant="body2" sx={{ color: 'text.secondary' }}>Looking up…</Typography>}
          </Box>
          {lookup.isError &&
            (notFound ? (
              <Alert severity="info" role="alert">
                {NOT_FOUND}
              </Alert>
            ) : (
              <Alert severity="error" role="alert">
                {lookup.error.message}
              </Alert>
            ))}
        </Paper>

        {member && <MemberCard key={member.uid} member={member} onGranted={(result) => setMember((current) => (current ? withGrant(current, result) : current))} />}

        <AuditLogSection />
      </Box>
    </SimplePage>
  );
}
