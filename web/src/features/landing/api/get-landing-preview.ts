import { LANDING_PREVIEW_COUNT } from '@bela/contracts/constants';
import type { ResponseData } from '@bela/contracts/endpoint';
import type { galleryEndpoints } from '@bela/contracts/gallery';
import { apiGet } from '../../../lib/api-client';

type LandingPreviewEndpoint = typeof galleryEndpoints.landingPreview;

/** SPEC section 3, "Landing preview photo". */
export type LandingPreviewPhoto = ResponseData<LandingPreviewEndpoint>['previewPhotos'][number];

/** GET /images/landing-preview?limit=3 (no auth): `{ success: true, previewPhotos }`. */
export async function getLandingPreview(signal?: AbortSignal): Promise<LandingPreviewPhoto[]> {
  const { previewPhotos } = await apiGet<LandingPreviewEndpoint>('/images/landing-preview', { limit: LANDING_PREVIEW_COUNT }, { signal });
  // Read defensively: a photo without a usable URL is left out rather than shown broken.
  return (previewPhotos ?? []).filter((photo) => typeof photo?.blurredUrl === 'string' && photo.blurredUrl !== '');
}
