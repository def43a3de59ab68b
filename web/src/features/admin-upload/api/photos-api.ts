/** The admin's view of the gallery: the newest photos (unlocked for an admin) and deleting one. */
import { PHOTO_FIRST_PAGE } from '@shared/constants';
import type { GalleryPhoto, galleryEndpoints, PhotoPage } from '@shared/contracts/gallery';
import { apiPost } from '../../../lib/api-client';

type Endpoints = typeof galleryEndpoints;

/** The gallery's first page, newest first; photos without a thumbnail left out. */
export async function fetchRecentPhotos(signal?: AbortSignal): Promise<{ photos: GalleryPhoto[]; total: number }> {
  const answer: Partial<PhotoPage> = await apiPost<Endpoints['photos']>('/images/photos', { page: 1, limit: PHOTO_FIRST_PAGE }, { signal });
  const photos = (Array.isArray(answer.photos) ? answer.photos : []).filter((photo) => Boolean(photo?.id && photo.publicThumbnailUrl));
  return { photos, total: answer.pagination?.total ?? photos.length };
}

/** POST /images/delete: the record and every stored variant. */
export async function deletePhoto(photoId: string): Promise<void> {
  await apiPost<Endpoints['deletePhoto']>('/images/delete', { photoId });
}
