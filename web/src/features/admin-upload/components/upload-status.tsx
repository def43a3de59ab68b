import RefreshRounded from '../../../components/icons/material/refresh-rounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { uploadMessages } from '../utils/upload-messages';

/** Why files were not added, or why the upload did not start. */
export function SelectionNotices({ notices, onClose }: { notices: string[]; onClose: () => void }) {
  if (notices.length === 0) return null;
  return (
    <Alert severity="warning" role="alert" onClose={onClose} data-testid="selection-notices">
      {notices.length === 1 ? (
        notices[0]
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {notices.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </Box>
      )}
    </Alert>
  );
}

/** The end of an upload: every image added ("Upload complete!" only then), some refused, or the request that failed. */
export function UploadOutcomeAlert(props: { storedCount: number; refusedCount?: number; error: { message: string; cancelled: boolean } | null; onRetry: () => void }) {
  const { storedCount, refusedCount = 0, error, onRetry } = props;
  // The actions sit under the text, so a narrow screen keeps the message readable.
  if (error) {
    return (
      <Alert severity={error.cancelled ? 'info' : 'error'} role="alert">
        {error.cancelled ? error.message : <AlertTitle sx={{ mb: 0.25 }}>{error.message}</AlertTitle>}
        {!error.cancelled && 'The images that were not uploaded are still selected.'}
        <Box sx={{ mt: 1 }}>
          <Button color="inherit" size="small" variant="outlined" startIcon={<RefreshRounded />} onClick={onRetry}>
            Try again
          </Button>
        </Box>
      </Alert>
    );
  }
  if (storedCount === 0) {
    return (
      <Alert severity="warning" role="alert">
        {uploadMessages.noneStored}
      </Alert>
    );
  }
  if (refusedCount > 0) {
    return (
      <Alert severity="warning" role="alert">
        {uploadMessages.partlyStored(storedCount, refusedCount)}
      </Alert>
    );
  }
  return (
    <Alert severity="success" role="status">
      {uploadMessages.complete}
      <Box sx={{ mt: 0.5 }}>
        <Link component={RouterLink} to={paths.gallery} color="inherit" underline="always" sx={{ fontWeight: 600 }}>
          View gallery
        </Link>
      </Box>
    </Alert>
  );
}
