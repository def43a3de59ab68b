import CallOutlined from '../../../components/icons/material/call-outlined';
import SmsOutlined from '../../../components/icons/material/sms-outlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CRISIS_LINE } from '@bela/contracts/constants';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { SimplePage } from '../../../components/layout/simple-page';

const CONTACT_PATH = '/contact';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 4 }}>
      <Typography variant="h5" component="h2" sx={{ mb: 1.25, fontSize: { xs: 21, sm: 24 } }}>
        {title}
      </Typography>
      <Stack spacing={1.5} sx={{ color: 'text.primary', '& p': { lineHeight: 1.7 } }}>
        {children}
      </Stack>
    </Box>
  );
}

/** /safety: how Bela responds to signs of suicidal thoughts or self-harm (California SB 243). */
export function SafetyPage({ signedIn }: { signedIn: boolean }) {
  return (
    <SimplePage maxWidth="md" {...(signedIn ? { backTo: paths.chat, backLabel: 'Back to chat' } : {})}>
      <Typography variant="h3" component="h1" sx={{ fontSize: { xs: 32, sm: 42 } }}>
        Our crisis protocol
      </Typography>
      <Typography sx={{ mt: 1.5, color: 'text.secondary', fontSize: 18 }}>
        What happens when a conversation with Bela touches on suicide or self-harm, in plain words.
      </Typography>

      <Paper
        elevation={0}
        role="region"
        aria-label="Get help now"
        sx={{ mt: 4, p: { xs: 2.5, sm: 3 }, bgcolor: '#eef5f4', border: '1px solid #b9d6d2', borderRadius: '16px' }}
      >
        <Typography variant="h6" component="h2" sx={{ color: '#1f3b3a' }}>
          If you need help right now
        </Typography>
        <Typography sx={{ mt: 1, color: '#1f3b3a' }}>
          In the US, call or text <strong>{CRISIS_LINE.phone}</strong> to reach the {CRISIS_LINE.name}: free, confidential, 24 hours a day. If
          you are in immediate danger, call <strong>911</strong>. Outside the US, find a helpline at{' '}
          <Link href="https://findahelpline.com" target="_blank" rel="noopener noreferrer">
            findahelpline.com
          </Link>
          .
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
          <Button
            href={`tel:${CRISIS_LINE.phone}`}
            variant="contained"
            startIcon={<CallOutlined />}
            sx={{ bgcolor: '#2f6f69', boxShadow: 'none', '&:hover': { bgcolor: '#24574f', boxShadow: 'none' } }}
          >
            Call {CRISIS_LINE.phone}
          </Button>
          <Button href={`sms:${CRISIS_LINE.phone}`} variant="outlined" startIcon={<SmsOutlined />} sx={{ color: '#2f6f69', borderColor: '#8fbdb7' }}>
            Text {CRISIS_LINE.phone}
          </Button>
          <Button href={CRISIS_LINE.url} target="_blank" rel="noopener noreferrer" sx={{ color: '#2f6f69' }}>
            988lifeline.org
          </Button>
        </Stack>
      </Paper>

      <Section title="Bela is an AI">
        <Typography>
          Bela is a fictional character whose replies are written by an AI (a computer program). She is not a person, not a counsellor and not a
          medical professional, and she cannot call for help on your behalf. A conversation with her is no substitute for talking to a trained
          person.
        </Typography>
      </Section>

      <Section title="Every message is checked">
        <Typography>
          Every message you send is checked automatically, by software, for signs of suicidal thoughts or self-harm before Bela answers. This
          happens in every conversation, for every user.
        </Typography>
      </Section>

      <Section title="What Bela does when she sees a sign">
        <Typography>
          When a message shows such a sign, Bela&apos;s usual reply is replaced by a caring message that points you to the {CRISIS_LINE.name}:
          call or text {CRISIS_LINE.phone} in the US, call 911 if you are in immediate danger, or find a local line at findahelpline.com if you
          live elsewhere. The message stands out from Bela&apos;s usual replies and has buttons to call or text {CRISIS_LINE.phone} directly.
        </Typography>
        <Typography>You can keep chatting afterwards. Reaching out to a real person is always the right step, and it is never a bother.</Typography>
      </Section>

      <Section title="What we count, and what we do not keep">
        <Typography>
          California law (Senate Bill 243) asks companion chat services to report once a year how many times they referred users to a crisis
          service. So we count each referral. The count records only that a referral happened: the message that led to it is not stored with
          it.
        </Typography>
      </Section>

      <Section title="Reaching us">
        <Typography>
          Questions about this protocol, or something we should know? Use{' '}
          <Link component={RouterLink} to={CONTACT_PATH}>
            Contact Support
          </Link>{' '}
          (or Send Feedback in the chat menu). Support is not a crisis service: if you are in danger, call {CRISIS_LINE.phone} or 911.
        </Typography>
      </Section>
    </SimplePage>
  );
}
