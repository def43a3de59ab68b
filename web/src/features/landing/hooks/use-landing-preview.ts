import { useEffect, useState } from 'react';
import { getLandingPreview, type LandingPreviewPhoto } from '../api/get-landing-preview';

export type LandingPreviewState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; photos: LandingPreviewPhoto[] };

let prefetched: Promise<LandingPreviewPhoto[]> | null = null;

/**
 * Starts loading the preview photos as the app starts on a landing page, before its first render:
 * the first photo is the page's largest image, and it can only be requested once its URL is known.
 */
export function prefetchLandingPreview(): void {
  prefetched ??= getLandingPreview();
  prefetched.catch(() => undefined);
}

/** Loads the landing carousel's blurred preview photos once (taking over a prefetch, if any). */
export function useLandingPreview(): LandingPreviewState {
  const [state, setState] = useState<LandingPreviewState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    const request = prefetched ?? getLandingPreview(controller.signal);
    prefetched = null;
    request.then(
      (photos) => {
        if (!controller.signal.aborted) setState({ status: 'ready', photos });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Landing preview failed', error);
        setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
