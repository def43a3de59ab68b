import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MemberSupportMessage } from '@bela/contracts/admin-members';
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
