import { CAROUSEL_SWIPE_PX } from '../../../config/ui';
import { useRef, useState, type ReactNode, type TouchEvent } from 'react';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  HideImageOutlinedIcon,
  LockOutlinedIcon,
  PhotoLibraryOutlinedIcon,
} from '../../../components/icons/icons';
import { COMPANION_IMAGE } from '../../../config/app';
import type { LandingPreviewPhoto } from '../api/get-landing-preview';
import { useCarousel } from '../hooks/use-carousel';
import { useLandingPreview } from '../hooks/use-landing-preview';
import { DEFAULT_CAROUSEL_INTERVAL_MS, swipeStep } from '../utils/carousel';
import './preview-carousel.css';

function FrameMessage({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="preview-carousel__frame preview-carousel__message">
      <div className="preview-carousel__message-content">
        {icon}
        <p role="status" className="preview-carousel__message-text">
          {children}
        </p>
      </div>
    </div>
  );
}

function Slide({ photo, position, active }: { photo: LandingPreviewPhoto; position: number; active: boolean }) {
  const [failed, setFailed] = useState(false);
  return (
    <div role="group" aria-roledescription="slide" aria-label={`Preview ${position}`} aria-hidden={!active} className="preview-carousel__slide">
      {failed ? (
        <div className="preview-carousel__unavailable">
          <HideImageOutlinedIcon aria-hidden />
          <p className="preview-carousel__small-text">Image unavailable</p>
        </div>
      ) : (
        <img
          src={photo.blurredUrl}
          alt={`Blurred gallery preview ${position}`}
          loading={position === 1 ? 'eager' : 'lazy'}
          draggable={false}
          onError={() => setFailed(true)}
          className="preview-carousel__image"
        />
      )}
    </div>
  );
}

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
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label="Gallery preview"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="preview-carousel__frame" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        <div aria-live={paused ? 'polite' : 'off'} className="preview-carousel__track" style={{ transform: `translateX(-${index * 100}%)` }}>
          {photos.map((photo, i) => (
            <Slide key={photo.id} photo={photo} position={i + 1} active={i === index} />
          ))}
        </div>
        <div className="preview-carousel__caption">
          <LockOutlinedIcon fontSize="small" aria-hidden />
          <p className="preview-carousel__small-text preview-carousel__caption-text">Exclusive gallery - join to see more</p>
        </div>
        {photos.length > 1 && (
          <>
            <button type="button" aria-label="Previous image" onClick={previous} className="preview-carousel__arrow preview-carousel__arrow--previous">
              <ChevronLeftIcon />
            </button>
            <button type="button" aria-label="Next image" onClick={next} className="preview-carousel__arrow preview-carousel__arrow--next">
              <ChevronRightIcon />
            </button>
          </>
        )}
      </div>
      {photos.length > 1 && (
        <div className="preview-carousel__dots">
          {photos.map((photo, i) => (
            <button
              key={photo.id}
              type="button"
              aria-label={`Show image ${i + 1}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => goTo(i)}
              className="preview-carousel__dot"
            />
          ))}
        </div>
      )}
    </div>
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
      <div className="preview-carousel__loading">
        <div className="preview-carousel__frame" role="status" aria-label="Loading preview images">
          <img
            src={COMPANION_IMAGE}
            alt=""
            // The page's largest image until the photos come: fetched ahead of the app's scripts.
            fetchPriority="high"
            className="preview-carousel__placeholder"
          />
          <span className="preview-carousel__wave" />
        </div>
      </div>
    );
  }
  if (state.status === 'error') {
    return <FrameMessage icon={<HideImageOutlinedIcon aria-hidden />}>Failed to load preview images</FrameMessage>;
  }
  if (state.photos.length === 0) {
    return <FrameMessage icon={<PhotoLibraryOutlinedIcon aria-hidden />}>No preview images available</FrameMessage>;
  }
  return <Carousel photos={state.photos} intervalMs={intervalMs} />;
}
