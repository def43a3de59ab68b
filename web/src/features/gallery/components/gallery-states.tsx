import ErrorOutlineRounded from '../../../components/icons/material/error-outline-rounded';
import LockOutlined from '../../../components/icons/material/lock-outlined';
import PhotoLibraryOutlined from '../../../components/icons/material/photo-library-outlined';
import RefreshRounded from '../../../components/icons/material/refresh-rounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { galleryMessages, type GalleryFailure } from '../utils/gallery-messages';

/** The first page failed: the reason and a retry. */
export function GalleryLoadError({ failure, onRetry }: { failure: GalleryFailure; onRetry: () => void }) {
  return (
    <Stack
      role="alert"
      spacing={1}
      sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 5, sm: 7 }, px: 2, borderRadius: '18px', bgcolor: '#fff', border: 1, borderColor: 'divider' }}
    >
      <ErrorOutlineRounded sx={{ fontSize: 44, color: 'error.main' }} aria-hidden />
      <Typography component="h2" sx={{ fontWeight: 700, fontSize: 18 }}>
        {failure.message}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {failure.detail}
      </Typography>
      <Button variant="contained" onClick={onRetry} startIcon={<RefreshRounded />} sx={{ mt: 1.5 }}>
        Try Again
      </Button>
    </Stack>
  );
}

/** A session without a user (the route guard normally answers first). */
export function GalleryLoginRequired() {
  return (
    <Alert
      severity="info"
      icon={<LockOutlined />}
      action={
        <Button component={RouterLink} to={paths.login} color="inherit" size="small">
          Go to Login
        </Button>
      }
    >
      {galleryMessages.loginRequired}
    </Alert>
  );
}

export function GalleryEmpty() {
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: 8, color: 'text.secondary' }}>
      <PhotoLibraryOutlined sx={{ fontSize: 48, color: 'secondary.main' }} aria-hidden />
      <Typography component="h2" variant="h6" sx={{ color: 'text.primary' }}>
        No photos yet
      </Typography>
      <Typography variant="body2">New photos are on their way. Check back soon.</Typography>
    </Stack>
  );
}
