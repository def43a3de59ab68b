import DeleteOutlineRounded from '../../../components/icons/material/delete-outline-rounded';
import RefreshRounded from '../../../components/icons/material/refresh-rounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GalleryPhoto } from '@bela/contracts/gallery';
import { useState } from 'react';
import { useDeletePhoto } from '../../../resources/photos/mutations';
import { useRecentPhotos } from '../../../resources/photos/queries';
import { recentMessages } from '../utils/upload-messages';
import { DeletePhotoDialog } from './delete-photo-dialog';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const formatDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
};

const listSx = { listStyle: 'none', m: 0, p: 0, bgcolor: '#fff', borderRadius: '14px', border: 1, borderColor: 'divider', overflow: 'hidden' } as const;
const rowSx = { display: 'flex', alignItems: 'center', gap: 1.5, px: 1.5, py: 1, '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' } } as const;
const thumbSx = { flex: '0 0 auto', width: 64, height: 48, borderRadius: '8px', objectFit: 'cover', bgcolor: 'rgba(74, 29, 51, 0.08)' } as const;

/** The delete button names the file too: fresh uploads are all "Untitled photo". */
function RecentPhoto({ photo, onDelete }: { photo: GalleryPhoto; onDelete: () => void }) {
  return (
    <Box component="li" sx={rowSx}>
      <Box component="img" src={photo.publicThumbnailUrl} alt="" loading="lazy" width={64} height={48} sx={thumbSx} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap title={photo.title} sx={{ fontWeight: 600 }}>
          {photo.title}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, minWidth: 0, color: 'text.secondary' }}>
          {photo.originalName && (
            <Typography variant="caption" noWrap title={photo.originalName} sx={{ minWidth: 0 }}>
              {photo.originalName}
            </Typography>
          )}
          <Typography variant="caption" noWrap sx={{ flex: '0 0 auto' }}>
            {formatDate(photo.createdAt)}
          </Typography>
        </Box>
      </Box>
      <IconButton onClick={onDelete} aria-label={`Delete ${photo.title}${photo.originalName ? ` (${photo.originalName})` : ''}`} sx={{ color: 'error.main' }}>
        <DeleteOutlineRounded />
      </IconButton>
    </Box>
  );
}

/** The gallery's newest photos, each with a delete button (after a confirmation). */
export function RecentUploads() {
  const { data, isError, isFetching, refetch } = useRecentPhotos();
  const deletion = useDeletePhoto();
  const [confirming, setConfirming] = useState<GalleryPhoto | null>(null);

  const close = () => {
    setConfirming(null);
    deletion.reset();
  };
  const confirmDelete = () => {
    if (confirming) deletion.mutate(confirming.id, { onSuccess: close });
  };
  // A new try shows placeholders, as the first load does; a reload keeps the list on screen.
  const failed = isError && !isFetching;
  const loading = !data && !failed;

  return (
    <Box component="section" aria-labelledby="recent-uploads-title">
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 1.5 }}>
        <Typography id="recent-uploads-title" component="h2" variant="h6">
          Recent uploads
        </Typography>
        {data && <Typography variant="body2" sx={{ color: 'text.secondary' }}>{`${data.total} in the gallery`}</Typography>}
      </Stack>
      {failed && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" startIcon={<RefreshRounded />} onClick={() => void refetch()}>
              Retry
            </Button>
          }
        >
          {recentMessages.loadFailed}
        </Alert>
      )}
      {loading && (
        <Box component="ul" aria-label="Loading recent uploads" aria-busy sx={listSx}>
          {Array.from({ length: 5 }, (_, index) => (
            <Box component="li" key={index} sx={rowSx}>
              <Skeleton variant="rounded" sx={thumbSx} />
              <Box sx={{ flex: 1 }}>
                <Skeleton width="60%" />
                <Skeleton width="40%" />
              </Box>
            </Box>
          ))}
        </Box>
      )}
      {data?.photos.length === 0 && <Typography sx={{ color: 'text.secondary' }}>No photos in the gallery yet.</Typography>}
      {data && data.photos.length > 0 && (
        <Box component="ul" aria-label="Recent uploads" sx={listSx}>
          {data.photos.map((photo) => (
            <RecentPhoto key={photo.id} photo={photo} onDelete={() => setConfirming(photo)} />
          ))}
        </Box>
      )}
      <DeletePhotoDialog
        photo={confirming}
        deleting={deletion.isPending}
        error={deletion.error ? recentMessages.deleteFailed(deletion.error.message || 'Unknown error') : null}
        onCancel={close}
        onConfirm={confirmDelete}
      />
    </Box>
  );
}
