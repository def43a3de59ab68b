import CallOutlined from '../../../components/icons/material/call-outlined';
import SmsOutlined from '../../../components/icons/material/sms-outlined';
import VolunteerActivismOutlined from '../../../components/icons/material/volunteer-activism-outlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CRISIS_LINE } from '@bela/contracts/constants';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** Under a crisis reply: call or text 988, and the crisis protocol. Calm, never alarming. */
export function CrisisSupportLinks() {
  return (
    <Stack spacing={1} sx={{ mt: 1.25, pt: 1.25, borderTop: '1px solid #cfe3e0' }}>
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: '#2f5d59' }}>
        <VolunteerActivismOutlined sx={{ fontSize: 18 }} aria-hidden />
        <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'normal' }}>
          {CRISIS_LINE.name}: free, confidential, 24/7
        </Typography>
      </Stack>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button
          href={`tel:${CRISIS_LINE.phone}`}
          size="small"
          variant="contained"
          startIcon={<CallOutlined />}
          sx={{ bgcolor: '#2f6f69', boxShadow: 'none', '&:hover': { bgcolor: '#24574f', boxShadow: 'none' } }}
        >
          Call {CRISIS_LINE.phone}
        </Button>
        <Button
          href={`sms:${CRISIS_LINE.phone}`}
          size="small"
          variant="outlined"
          startIcon={<SmsOutlined />}
          sx={{ color: '#2f6f69', borderColor: '#8fbdb7', '&:hover': { borderColor: '#2f6f69', bgcolor: 'rgba(47,111,105,0.06)' } }}
        >
          Text {CRISIS_LINE.phone}
        </Button>
        <Button component={RouterLink} to={paths.safety} size="small" sx={{ color: '#2f6f69' }}>
          Our crisis protocol
        </Button>
      </Stack>
      <Typography variant="caption" sx={{ color: '#3d5c59', whiteSpace: 'normal' }}>
        In immediate danger, call 911. Outside the US, find a line at{' '}
        <Link href="https://findahelpline.com" target="_blank" rel="noopener noreferrer" sx={{ color: 'inherit', fontWeight: 600 }}>
          findahelpline.com
        </Link>
.
      </Typography>
    </Stack>
  );
}
