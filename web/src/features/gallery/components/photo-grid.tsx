import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { GalleryPhoto } from '@bela/contracts/gallery';
import type { ReactNode } from 'react';
import { PhotoTile } from './photo-tile';

/** 2 columns on a phone, 3 on a tablet, 4 on a desktop. */
const gridSx = {
  display: 'grid',
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  gap: { xs: 1, sm: 1.5, md: 2 },
  listStyle: 'none',
  m: 0,
  p: 0,
} as const;

function Grid({ children, label, busy }: { children: ReactNode; label: string; busy?: boolean }) {
  return (
    <Box component="ul" aria-label={label} aria-busy={busy || undefined} sx={gridSx}>
      {children}
    </Box>
  );
}

interface PhotoGridProps {
  photos: GalleryPhoto[];
  onOpenPhoto: (photo: GalleryPhoto) => void;
  onOpenLocked: () => void;
  focusPhotoId?: string | null;
}

export function PhotoGrid({ photos, onOpenPhoto, onOpenLocked, focusPhotoId }: PhotoGridProps) {
  return (
    <Grid label="Photos">
      {photos.map((photo) => (
        <li key={photo.id}>
          <PhotoTile photo={photo} onOpen={photo.locked ? onOpenLocked : () => onOpenPhoto(photo)} autoFocus={photo.id === focusPhotoId} />
        </li>
      ))}
    </Grid>
  );
}

/** Placeholder tiles of the same size as the photos while a page loads. */
export function PhotoGridSkeleton({ count }: { count: number }) {
  return (
    <Grid label="Loading photos" busy>
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <Skeleton variant="rounded" animation="wave" sx={{ width: '100%', height: 'auto', aspectRatio: '1', borderRadius: { xs: '12px', sm: '16px' } }} />
        </li>
      ))}
    </Grid>
  );
}
