import { useEffect, useState } from 'react';
import { getLandingPreview, type LandingPreviewPhoto } from '../api/get-landing-preview';

export type LandingPreviewState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; photos: LandingPreviewPhoto[] };

/** Loads the landing carousel's blurred preview photos once. */
export function useLandingPreview(): LandingPreviewState {
  const [state, setState] = useState<LandingPreviewState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    getLandingPreview(controller.signal).then(
      (photos) => setState({ status: 'ready', photos }),
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
