/**
 * Gallery photos and pages for component tests, shaped as POST /images/photos answers them. The
 * gallery and the admin's recent-upload list both read them.
 */
import type { GalleryPhoto, PhotoPage } from '@bela/contracts/gallery';

/** An unlocked photo titled `<id>` (no caption), unless `overrides` says otherwise; `originalName` only as an admin is sent it. */
export function galleryPhoto(id: string, overrides: Partial<GalleryPhoto> = {}): GalleryPhoto {
  return {
    id,
    title: id,
    caption: null,
    publicThumbnailUrl: `https://storage.test/thumbs/${id}.webp`,
    publicOriginalUrl: `https://storage.test/originals/${id}.webp`,
    locked: false,
    width: 480,
    height: 640,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** A locked photo: its blurred preview only, as a trial member is sent every photo but the first. */
export function lockedPhoto(id: string): GalleryPhoto {
  const { publicOriginalUrl: _withheld, ...photo } = galleryPhoto(id, { locked: true, publicThumbnailUrl: `https://storage.test/blurred/${id}.webp` });
  return photo;
}

/** Photos `prefix-1` to `prefix-<count>`. */
export const galleryPhotos = (count: number, prefix = 'photo') => Array.from({ length: count }, (_, index) => galleryPhoto(`${prefix}-${index + 1}`));

/** Page `page` of `totalPages` holding `photos`; `total` counts the photos of every page. */
export function photoPage(photos: GalleryPhoto[], { page = 1, totalPages = 1, total = photos.length } = {}): PhotoPage {
  return { photos, pagination: { page, totalPages, total, hasMore: page < totalPages } };
}
