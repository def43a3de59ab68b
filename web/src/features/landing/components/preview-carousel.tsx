import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import HideImageOutlined from '@mui/icons-material/HideImageOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CAROUSEL_SWIPE_PX } from '@shared/constants';
import { useRef, useState, type ReactNode, type TouchEvent } from 'react';
import { COMPANION_IMAGE } from '../../../config/app';
import type { LandingPreviewPhoto } from '../api/get-landing-preview';
import { useCarousel } from '../hooks/use-carousel';
import { useLandingPreview } from '../hooks/use-landing-preview';
import { DEFAULT_CAROUSEL_INTERVAL_MS, swipeStep } from '../utils/carousel';

const frameSx = {
  position: 'relative',
  width: '100%',
  aspectRatio: '4 / 5',
  borderRadius: '24px',
  overflow: 'hidden',
  bgcolor: '#3a1a2b',
  boxShadow: '0 24px 60px rgba(20, 6, 14, 0.45)',
  border: '1px solid rgba(255, 255, 255, 0.12)',
} as const;

function FrameMessage({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box
      sx={{
        ...frameSx,
        display: 'grid',
        placeItems: 'center',
        p: 3,
        background: `linear-gradient(rgba(42, 20, 33, 0.72), rgba(42, 20, 33, 0.9)), url(${COMPANION_IMAGE}) center / cover no-repeat`,
      }}
    >
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', color: 'rgba(255,255,255,0.82)', '& svg': { fontSize: 44 } }}>
        {icon}
        <Typography role="status">{children}</Typography>
      </Stack>
    </Box>
  );
}

function Slide({ photo, position, active }: { photo: LandingPreviewPhoto; position: number; active: boolean }) {
  const [failed, setFailed] = useState(false);
  return (
    <Box
      role="group"
      aria-roledescription="slide"
      aria-label={`Preview ${position}`}
      aria-hidden={!active}
      sx={{ flex: '0 0 100%', height: '100%', position: 'relative' }}
    >
      {failed ? (
        <Stack
          spacing={1}
          sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', color: 'rgba(255,255,255,0.75)', '& svg': { fontSize: 44 } }}
        >
          <HideImageOutlined aria-hidden />
          <Typography variant="body2">Image unavailable</Typography>
        </Stack>
      ) : (
        <Box
          component="img"
          src={photo.blurredUrl}
          alt={`Blurred gallery preview ${position}`}
          loading={position === 1 ? 'eager' : 'lazy'}
          draggable={false}
          onError={() => setFailed(true)}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block', userSelect: 'none' }}
        />
      )}
    </Box>
  );
}

const arrowSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: 'rgba(255, 255, 255, 0.88)',
  color: '#2a1421',
  '&:hover': { bgcolor: '#fff' },
} as const;

function Carousel({ photos, intervalMs }: { photos: LandingPreviewPhoto[]; intervalMs: number }) {
  const [paused, setPaused] = useState(false);
  const { index, goTo, next, previous } = useCarousel(photos.length, intervalMs, paused);
  const touchStart = useRef<number | null>(null);

  const onTouchStart = (event: TouchEvent) => {
    touchStart.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const endX = event.changedTouches[0]?.clientX;
    if (touchStart.current !== null && endX !== undefined) {
      const step = swipeStep(touchStart.current, endX, CAROUSEL_SWIPE_PX);
      if (step) goTo(index + step);
    }
    touchStart.current = null;
  };

  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label="Gallery preview"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Box sx={frameSx} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        <Box
          aria-live={paused ? 'polite' : 'off'}
          sx={{
            display: 'flex',
            height: '100%',
            transform: `translateX(-${index * 100}%)`,
            transition: 'transform 600ms cubic-bezier(0.22, 1, 0.36, 1)',
          }}
        >
          {photos.map((photo, i) => (
            <Slide key={photo.id} photo={photo} position={i + 1} active={i === index} />
          ))}
        </Box>
        <Box
          sx={{
            position: 'absolute',
            insetInline: 0,
            bottom: 0,
            p: 2.5,
            pt: 6,
            color: '#fff',
            background: 'linear-gradient(to top, rgba(20, 6, 14, 0.78), rgba(20, 6, 14, 0))',
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            pointerEvents: 'none',
          }}
        >
          <LockOutlined fontSize="small" aria-hidden />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            Exclusive gallery - join to see more
          </Typography>
        </Box>
        {photos.length > 1 && (
          <>
            <IconButton aria-label="Previous image" onClick={previous} size="small" sx={{ ...arrowSx, left: 12 }}>
              <ChevronLeft />
            </IconButton>
            <IconButton aria-label="Next image" onClick={next} size="small" sx={{ ...arrowSx, right: 12 }}>
              <ChevronRight />
            </IconButton>
          </>
        )}
      </Box>
      {photos.length > 1 && (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'center', mt: 1.5 }}>
          {photos.map((photo, i) => (
            <Box
              key={photo.id}
              component="button"
              type="button"
              aria-label={`Show image ${i + 1}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => goTo(i)}
              sx={{
                width: 28,
                height: 28,
                p: 0,
                border: 0,
                bgcolor: 'transparent',
                cursor: 'pointer',
                display: 'grid',
                placeItems: 'center',
                borderRadius: '50%',
                '&::after': {
                  content: '""',
                  width: i === index ? 22 : 8,
                  height: 8,
                  borderRadius: 4,
                  bgcolor: i === index ? 'secondary.light' : 'rgba(255,255,255,0.45)',
                  transition: 'width 250ms ease, background-color 250ms ease',
                },
                '&:focus-visible': { outline: '2px solid #fff', outlineOffset: 1 },
              }}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** The auto-rotating carousel of blurred preview photos (SPEC section 2, "Carousel"). */
export function PreviewCarousel({ intervalMs = DEFAULT_CAROUSEL_INTERVAL_MS }: { intervalMs?: number }) {
  const state = useLandingPreview();
  if (state.status === 'loading') {
    // Bela's portrait, blurred, holds the frame until the photos arrive (it is in the prerendered
    // page, so the frame is never empty), with room for the row of dots below it (12 px margin,
    // 28 px dots): nothing under the carousel moves when the photos arrive.
    return (
      <Box sx={{ pb: '40px' }}>
        <Box sx={frameSx} role="status" aria-label="Loading preview images">
          <Box
            component="img"
            src={COMPANION_IMAGE}
            alt=""
            // The page's largest image until the photos come: fetched ahead of the app's scripts.
            fetchPriority="high"
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block', filter: 'blur(14px) saturate(0.9)', transform: 'scale(1.15)' }}
          />
          <Skeleton variant="rectangular" animation="wave" sx={{ position: 'absolute', inset: 0, height: '100%', bgcolor: 'rgba(42, 20, 33, 0.35)' }} />
        </Box>
      </Box>
    );
  }
  if (state.status === 'error') {
    return <FrameMessage icon={<HideImageOutlined aria-hidden />}>Failed to load preview images</FrameMessage>;
  }
  if (state.photos.length === 0) {
    return <FrameMessage icon={<PhotoLibraryOutlined aria-hidden />}>No preview images available</FrameMessage>;
  }
  return <Carousel photos={state.photos} intervalMs={intervalMs} />;
}
