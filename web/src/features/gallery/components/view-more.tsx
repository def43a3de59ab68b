import ExpandMoreRounded from '../../../components/icons/material/expand-more-rounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GalleryFailure } from '../utils/gallery-messages';

interface ViewMoreProps {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  failure: GalleryFailure | null;
  onLoadMore: () => void;
}

/** How many photos are shown, and 'View More' while more pages exist (it retries a failed page too). */
export function ViewMore({ shown, total, hasMore, loading, failure, onLoadMore }: ViewMoreProps) {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', mt: { xs: 3, sm: 4 } }}>
      {failure && (
        <Alert severity="error" role="alert" sx={{ width: '100%', maxWidth: 480 }}>
          {failure.message}
        </Alert>
      )}
      {hasMore && (
        <Button
          variant="outlined"
          size="large"
          onClick={onLoadMore}
          loading={loading}
          loadingPosition="start"
          startIcon={<ExpandMoreRounded />}
          sx={{ minWidth: 200, bgcolor: '#fff' }}
        >
          View More
        </Button>
      )}
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
        {hasMore ? `Showing ${shown} of ${total} photos` : `You've seen all ${shown} ${shown === 1 ? 'photo' : 'photos'}`}
      </Typography>
    </Stack>
  );
}
