import ChevronLeftRounded from '../../../components/icons/material/chevron-left-rounded';
import ChevronRightRounded from '../../../components/icons/material/chevron-right-rounded';
import CloseRounded from '../../../components/icons/material/close-rounded';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { GalleryPhoto } from '@bela/contracts/gallery';
import { useRef, type KeyboardEvent, type TouchEvent } from 'react';
import { galleryMessages } from '../utils/gallery-messages';
import { lightboxTarget, swipeStep } from '../utils/lightbox-navigation';
import { LightboxImage } from './lightbox-image';

interface PhotoLightboxProps {
  /** The photos it moves through (the unlocked ones) as far as they are loaded. */
  photos: GalleryPhoto[];
  /** How many it can move through in the whole gallery, loaded or not; `photos.length` unless given. */
  count?: number;
  /** The photo shown, or null when closed. */
  index: number | null;
  /** The next page is loading, for the photo asked for beyond those loaded. */
  loadingMore?: boolean;
  /** Loading the next page failed: moving on again tries again. */
  loadMoreFailed?: boolean;
  /** Asks for a photo from 0 to `count` - 1; one beyond `photos` comes once its page is loaded. */
  onNavigate: (index: number) => void;
  onClose: () => void;
}

const navButtonSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  zIndex: 1,
  color: '#fff',
  bgcolor: 'rgba(255, 255, 255, 0.12)',
  '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.22)' },
  '&.Mui-disabled': { color: 'rgba(255, 255, 255, 0.25)', bgcolor: 'rgba(255, 255, 255, 0.04)' },
} as const;

/** The full-size photo over the page. Esc closes; the arrow keys (and Home, End) move. */
export function PhotoLightbox({ photos, count: gallerySize, index, loadingMore = false, loadMoreFailed = false, onNavigate, onClose }: PhotoLightboxProps) {
  const photo = index === null ? undefined : photos[index];
  const count = Math.max(gallerySize ?? 0, photos.length);
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    if (index === null) return;
    const target = lightboxTarget(event.key, index, count);
    if (target === null) return;
    event.preventDefault();
    onNavigate(target);
  };

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch || index === null) return;
    const target = index + swipeStep(touch.clientX - start.x, touch.clientY - start.y);
    if (target !== index && target >= 0 && target < count) onNavigate(target);
  };

  return (
    <Dialog
      open={photo !== undefined}
      onClose={onClose}
      fullScreen
      onKeyDown={onKeyDown}
      aria-labelledby={photo?.title ? 'lightbox-title' : undefined}
      aria-label={photo && !photo.title ? 'Photo' : undefined}
      slotProps={{ paper: { sx: { bgcolor: '#140a10', color: '#fff', backgroundImage: 'none' } } }}
    >
      {photo && index !== null && (
        <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: { xs: 1.5, sm: 3 }, py: 1, minHeight: 56 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              {photo.title && (
                <Typography id="lightbox-title" component="h2" noWrap sx={{ fontWeight: 600, fontSize: 15 }}>
                  {photo.title}
                </Typography>
              )}
              {photo.caption && (
                <Typography data-testid="lightbox-caption" sx={{ fontSize: 13, opacity: 0.85, overflowWrap: 'anywhere' }}>
                  {photo.caption}
                </Typography>
              )}
              <Typography variant="caption" aria-live="polite" sx={{ opacity: 0.7 }}>
                {`Photo ${index + 1} of ${count}`}
                {loadingMore && ' · Loading more photos…'}
                {loadMoreFailed && ` · ${galleryMessages.loadMoreFailed}`}
              </Typography>
            </Box>
            <IconButton onClick={onClose} aria-label="Close" sx={{ color: '#fff' }}>
              <CloseRounded />
            </IconButton>
          </Box>
          <Box
            onTouchStart={onTouchStart}
            onTouchEnd={onTouchEnd}
            sx={{ position: 'relative', flex: 1, minHeight: 0, display: 'grid', placeItems: 'center', px: { xs: 1, sm: 9 }, pb: { xs: 9, sm: 3 } }}
          >
            <LightboxImage key={photo.id} photo={photo} />
            <IconButton
              onClick={() => onNavigate(index - 1)}
              disabled={index === 0}
              aria-label="Previous photo"
              sx={{ ...navButtonSx, left: { xs: 'calc(50% - 64px)', sm: 16 }, top: { xs: 'auto', sm: '50%' }, bottom: { xs: 16, sm: 'auto' }, transform: { xs: 'none', sm: 'translateY(-50%)' } }}
            >
              <ChevronLeftRounded fontSize="large" />
            </IconButton>
            <IconButton
              onClick={() => onNavigate(index + 1)}
              disabled={index >= count - 1}
              aria-label="Next photo"
              sx={{ ...navButtonSx, right: { xs: 'calc(50% - 64px)', sm: 16 }, top: { xs: 'auto', sm: '50%' }, bottom: { xs: 16, sm: 'auto' }, transform: { xs: 'none', sm: 'translateY(-50%)' } }}
            >
              <ChevronRightRounded fontSize="large" />
            </IconButton>
          </Box>
        </Box>
      )}
    </Dialog>
  );
}
