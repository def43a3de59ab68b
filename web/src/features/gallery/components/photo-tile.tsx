import LockRounded from '../../../components/icons/material/lock-rounded';
import ZoomInRounded from '../../../components/icons/material/zoom-in-rounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { GalleryPhoto } from '@bela/contracts/gallery';
import { useState } from 'react';

interface PhotoTileProps {
  photo: GalleryPhoto;
  /** Unlocked: opens the lightbox. Locked: opens the upgrade dialog. */
  onOpen: () => void;
  /** Takes the focus when it appears (the first photo of a page just loaded with 'View More'). */
  autoFocus?: boolean;
}

/** SPEC section 2's words on a locked photo, shown as two lines. */
const LOCKED_TEXT = 'Subscription Required / Click to upgrade';
const [LOCKED_TITLE, LOCKED_HINT] = LOCKED_TEXT.split(' / ') as [string, string];

const tileSx = {
  position: 'relative',
  display: 'block',
  width: '100%',
  // The tile's box is reserved up front, so nothing moves as the images arrive.
  aspectRatio: '1',
  overflow: 'hidden',
  borderRadius: { xs: '12px', sm: '16px' },
  bgcolor: 'rgba(74, 29, 51, 0.08)',
  boxShadow: '0 4px 14px rgba(42, 20, 33, 0.08)',
} as const;

/** One photo of the grid: a button that opens it full size, or for a locked photo the upgrade dialog. */
export function PhotoTile({ photo, onOpen, autoFocus }: PhotoTileProps) {
  const [loaded, setLoaded] = useState(false);
  const image = (
    <Box
      component="img"
      src={photo.publicThumbnailUrl}
      alt=""
      width={photo.width || undefined}
      height={photo.height || undefined}
      loading="lazy"
      decoding="async"
      onLoad={() => setLoaded(true)}
      data-testid="photo-image"
      sx={{
        position: 'absolute',
        inset: 0,
        width: '100%',
        height: '100%',
        objectFit: 'cover',
        opacity: loaded ? 1 : 0,
        transition: 'opacity 240ms ease, transform 320ms ease',
      }}
    />
  );

  if (photo.locked) {
    return (
      <ButtonBase
        onClick={onOpen}
        autoFocus={autoFocus}
        aria-haspopup="dialog"
        data-testid="locked-photo"
        sx={{ ...tileSx, textAlign: 'center', '&:hover .locked-scrim, &.Mui-focusVisible .locked-scrim': { bgcolor: 'rgba(74, 29, 51, 0.3)' } }}
      >
        {image}
        <Box
          className="locked-scrim"
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 0.5,
            px: 1,
            color: '#fff',
            background: 'linear-gradient(180deg, rgba(42, 20, 33, 0.35) 0%, rgba(42, 20, 33, 0.68) 100%)',
            transition: 'background-color 200ms ease',
          }}
        >
          <Box sx={{ width: 40, height: 40, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'rgba(255, 255, 255, 0.18)', mb: 0.5 }}>
            <LockRounded sx={{ fontSize: 22 }} aria-hidden />
          </Box>
          <Typography component="span" sx={{ fontWeight: 700, fontSize: { xs: 13, sm: 15 }, lineHeight: 1.25, textShadow: '0 1px 3px rgba(0,0,0,0.4)' }}>
            {LOCKED_TITLE}
          </Typography>
          <Typography component="span" sx={{ fontSize: { xs: 12, sm: 13 }, opacity: 0.92, textShadow: '0 1px 3px rgba(0,0,0,0.4)' }}>
            {LOCKED_HINT}
          </Typography>
        </Box>
      </ButtonBase>
    );
  }

  return (
    <ButtonBase
      onClick={onOpen}
      autoFocus={autoFocus}
      aria-haspopup="dialog"
      aria-label={photo.title ? `View ${photo.title} full size` : 'View the photo full size'}
      data-testid="unlocked-photo"
      sx={{ ...tileSx, '&:hover img, &.Mui-focusVisible img': { transform: 'scale(1.04)' }, '&:hover .zoom-hint, &.Mui-focusVisible .zoom-hint': { opacity: 1 } }}
    >
      {image}
      <Box
        aria-hidden
        data-testid="photo-title"
        sx={{
          position: 'absolute',
          left: 0,
          right: 0,
          bottom: 0,
          px: 1,
          pt: 2.5,
          pb: 0.75,
          pr: 5,
          color: '#fff',
          fontSize: { xs: 12, sm: 13 },
          fontWeight: 600,
          textAlign: 'left',
          overflow: 'hidden',
          whiteSpace: 'nowrap',
          textOverflow: 'ellipsis',
          background: 'linear-gradient(180deg, rgba(42, 20, 33, 0) 0%, rgba(42, 20, 33, 0.6) 100%)',
        }}
      >
        {photo.title || null}
      </Box>
      <Box
        className="zoom-hint"
        aria-hidden
        sx={{ position: 'absolute', right: 8, bottom: 8, width: 32, height: 32, borderRadius: '50%', display: 'grid', placeItems: 'center', color: '#fff', bgcolor: 'rgba(42, 20, 33, 0.6)', opacity: 0, transition: 'opacity 200ms ease' }}
      >
        <ZoomInRounded sx={{ fontSize: 20 }} />
      </Box>
    </ButtonBase>
  );
}
