import CloseRounded from '../../../components/icons/material/close-rounded';
import SmartToyOutlined from '../../../components/icons/material/smart-toy-outlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CRISIS_LINE } from '@bela/contracts/constants';
import type { ChatModelInfo } from '@bela/contracts/chat';
import { Link as RouterLink } from 'react-router-dom';
import { ADULTS_ONLY_NOTICE, COMPANION_IMAGE, MINORS_SUITABILITY_NOTICE } from '../../../config/app';
import { sessionUid, useSessionStore } from '../../../lib/session/session-store';
import { useChatModel } from '../api/get-model';
import { paths } from '../../../config/paths';

export const OFFLINE_MODEL_LABEL = 'Offline demo model';

interface AboutBelaDialogProps {
  open: boolean;
  onClose: () => void;
}

function ModelLine({ model, loading }: { model: ChatModelInfo | undefined; loading: boolean }) {
  if (loading) return <Skeleton width={180} />;
  if (!model) return <Typography variant="body2">Unavailable right now.</Typography>;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {model.offline ? OFFLINE_MODEL_LABEL : model.label}
      </Typography>
      {!model.offline && model.id !== model.label && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {model.id}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * Who Bela is: a fictional AI companion, not a person; adults only (with the SB 243 minors notice);
 * which model answers; the crisis protocol.
 */
export function AboutBelaDialog({ open, onClose }: AboutBelaDialogProps) {
  const { data: model, isPending, isError } = useChatModel(useSessionStore(sessionUid));

  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="about-bela-title">
      <IconButton onClick={onClose} aria-label="Close" sx={{ position: 'absolute', right: 8, top: 8, zIndex: 1, bgcolor: 'rgba(255,255,255,0.8)' }}>
        <CloseRounded />
      </IconButton>
      <Box sx={{ background: 'linear-gradient(160deg, #4a1d33, #2a1421)', color: '#fff', textAlign: 'center', pt: 4, pb: 2.5, px: 3 }}>
        <Box component="img" src={COMPANION_IMAGE} alt="Illustration of Bela" width={112} height={112} sx={{ borderRadius: '50%', boxShadow: '0 0 0 4px rgba(255,255,255,0.25)' }} />
        <Typography id="about-bela-title" variant="h5" component="h2" sx={{ mt: 1.5 }}>
          Bela
        </Typography>
        <Chip
          icon={<SmartToyOutlined sx={{ color: 'inherit !important' }} />}
          label="AI companion"
          size="small"
          sx={{ mt: 0.75, bgcolor: 'rgba(255,255,255,0.16)', color: '#fff', fontWeight: 700 }}
        />
      </Box>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="info" icon={<SmartToyOutlined />}>
            <strong>Bela is an AI, not a person.</strong> Every reply is written by a computer program. She is a fictional character, here for
            entertainment and companionship.
          </Alert>
          <Typography variant="body2">
            She is warm, curious and playful. Like any AI she can get things wrong, and she is not a therapist, doctor or lawyer.
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {ADULTS_ONLY_NOTICE} {MINORS_SUITABILITY_NOTICE}
          </Typography>
          <Box>
            <Typography variant="overline" sx={{ color: 'text.secondary', fontWeight: 700 }}>
              Model answering
            </Typography>
            <ModelLine model={model} loading={isPending && !isError} />
            {model?.offline && (
              <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.5 }}>
                This server runs without a live AI model: replies come from a simple built-in demo.
              </Typography>
            )}
          </Box>
          <Typography variant="body2">
            If you are struggling, you can call or text {CRISIS_LINE.phone} (the {CRISIS_LINE.name}) any time.{' '}
            <Link component={RouterLink} to={paths.safety} onClick={onClose}>
              Our crisis protocol
            </Link>
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} variant="contained">
          Keep chatting
        </Button>
      </DialogActions>
    </Dialog>
  );
}
