import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UploadProgress } from '../utils/upload-plan';

interface UploadProgressPanelProps {
  progress: UploadProgress;
  /** Shown while the upload runs. */
  onCancel?: () => void;
}

function statusText({ stage, current, count }: UploadProgress): string {
  if (stage === 'finished') return count === 1 ? 'Uploaded 1 image' : `Uploaded ${count} images`;
  const verb = stage === 'sending' ? 'Uploading' : 'Processing';
  return count === 1 ? `${verb} the image…` : `${verb} image ${current} of ${count}…`;
}

/** One bar over the whole upload, however many requests it takes. */
export function UploadProgressPanel({ progress, onCancel }: UploadProgressPanelProps) {
  const text = statusText(progress);
  return (
    <Box sx={{ p: 2, borderRadius: '14px', bgcolor: '#fff', border: 1, borderColor: 'divider' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1 }}>
        <Typography variant="body2" role="status" aria-live="polite" sx={{ fontWeight: 600 }}>
          {text}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 700, color: 'primary.dark', fontVariantNumeric: 'tabular-nums' }} aria-hidden>
          {`${progress.percent}%`}
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={progress.percent}
        aria-label="Upload progress"
        aria-valuetext={`${progress.percent}%, ${text}`}
        sx={{ height: 10, borderRadius: 5, bgcolor: 'rgba(176, 48, 90, 0.12)', '& .MuiLinearProgress-bar': { borderRadius: 5 } }}
      />
      {onCancel && (
        <Box sx={{ textAlign: 'right', mt: 1 }}>
          <Button size="small" color="inherit" onClick={onCancel}>
            Cancel upload
          </Button>
        </Box>
      )}
    </Box>
  );
}
