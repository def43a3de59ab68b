import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { GalleryPhoto } from '@bela/contracts/gallery';
import { useState } from 'react';
import { aspectRatio } from '../utils/photo-paging';

/** Room kept free around the photo: the lightbox's top bar, and its buttons below on a phone. */
const CHROME_PX = { xs: 150, sm: 100 } as const;

/**
 * The full-size photo in a box sized from its known proportions, so the box is in place before the
 * original arrives. The thumbnail (already loaded by the grid) shows until then, or if it fails.
 */
export function LightboxImage({ photo }: { photo: GalleryPhoto }) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>(photo.publicOriginalUrl ? 'loading' : 'failed');
  const ratio = aspectRatio(photo);
  const maxWidth = (chrome: number) => `min(100%, calc((100dvh - ${chrome}px) * ${ratio.toFixed(4)}))`;

  return (
    <Box
      sx={{
        position: 'relative',
        width: { xs: maxWidth(CHROME_PX.xs), sm: maxWidth(CHROME_PX.sm) },
        aspectRatio: `${ratio}`,
        borderRadius: '10px',
        overflow: 'hidden',
        bgcolor: 'rgba(255, 255, 255, 0.04)',
        boxShadow: '0 18px 48px rgba(0, 0, 0, 0.5)',
      }}
    >
      <Box component="img" src={photo.publicThumbnailUrl} alt={state === 'failed' ? photo.title : ''} sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }} />
      {photo.publicOriginalUrl && state !== 'failed' && (
        <Box
          component="img"
          src={photo.publicOriginalUrl}
          alt={photo.title}
          data-testid="lightbox-original"
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', opacity: state === 'loaded' ? 1 : 0, transition: 'opacity 200ms ease' }}
        />
      )}
      {state === 'loading' && (
        <CircularProgress size={32} aria-label="Loading the full-size photo" sx={{ position: 'absolute', top: 'calc(50% - 16px)', left: 'calc(50% - 16px)', color: '#fff' }} />
      )}
    </Box>
  );
}
