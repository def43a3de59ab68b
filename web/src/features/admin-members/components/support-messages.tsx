import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MemberDetails, MemberSupportMessage } from '@bela/contracts/admin-members';
import { formatTime } from '../utils/format';

/** The messages the member sent to support, newest first. */
export function SupportMessages({ messages }: { messages: MemberSupportMessage[] }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        Support messages
      </Typography>
      {messages.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No support messages.
        </Typography>
      ) : (
        <Box component="ul" aria-label="Support messages" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {messages.map((message) => (
            <Box component="li" key={message.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5, minWidth: 0 }}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
                <Typography variant="body2" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                  {message.subject || 'Support request'}
                </Typography>
                <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                  {formatTime(message.at)}
                </Typography>
              </Box>
              <Typography variant="body2" component="p" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {message.message}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** The member's failed charges (a declined card), newest first (issue 42): a failed payment leaves a trace here. */
export function FailedPayments({ payments }: { payments: MemberDetails['failedPayments'] }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        Failed payments
      </Typography>
      {payments.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No failed payments.
        </Typography>
      ) : (
        <Box component="ul" aria-label="Failed payments" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
          {payments.map((payment) => (
            <Typography component="li" variant="body2" key={payment.at}>
              {`${formatTime(payment.at)} · USD ${(payment.amountCents / 100).toFixed(2)} declined`}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
