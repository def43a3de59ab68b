import { LANDING_PREVIEW_COUNT } from '@shared/constants';
import { apiGet } from '../../../lib/api-client';

/** SPEC section 3, "Landing preview photo". */
export interface LandingPreviewPhoto {
  id: string;
  blurredUrl: string;
}

/** GET /images/landing-preview?limit=3 (no auth): `{ success: true, previewPhotos }`. */
export async function getLandingPreview(signal?: AbortSignal): Promise<LandingPreviewPhoto[]> {
  const { previewPhotos } = await apiGet<{ previewPhotos?: LandingPreviewPhoto[] }>(
    '/images/landing-preview',
    { limit: LANDING_PREVIEW_COUNT },
    { signal },
  );
  return (previewPhotos ?? []).filter((photo) => typeof photo?.blurredUrl === 'string' && photo.blurredUrl !== '');
}
