/** The photo gallery: pages of photos, the admin's uploads and deletions, the landing previews. */
import { z } from 'zod';
import { LANDING_PREVIEW_COUNT, PHOTO_FIRST_PAGE } from './constants';
import { documentId } from './common';
import { endpoint } from './endpoint';

export const landingPreviewQuery = z.object({
  limit: z.coerce.number().int().min(1).max(10).default(LANDING_PREVIEW_COUNT),
});

export const landingPreview = z.object({
  previewPhotos: z.array(z.object({ id: z.string(), blurredUrl: z.string() })),
});

/** SPEC.md: 15 photos on the first page, 12 on each later one. */
export const photosRequest = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
  limit: z.number().int().min(1).max(50).default(PHOTO_FIRST_PAGE),
});

export const galleryPhoto = z.object({
  id: z.string(),
  originalName: z.string(),
  /** A short-lived signed URL: the thumbnail, or for a locked photo the blurred preview. */
  publicThumbnailUrl: z.string(),
  /** Absent for a locked photo: its original never leaves the server. */
  publicOriginalUrl: z.string().optional(),
  locked: z.boolean(),
  /** The thumbnail's size, so the grid can reserve the space before the image loads. */
  width: z.number().int(),
  height: z.number().int(),
  createdAt: z.string(),
});
export type GalleryPhoto = z.infer<typeof galleryPhoto>;

export const photoPage = z.object({
  photos: z.array(galleryPhoto),
  pagination: z.object({ hasMore: z.boolean(), page: z.number().int(), totalPages: z.number().int(), total: z.number().int() }),
});
export type PhotoPage = z.infer<typeof photoPage>;

export const uploadResult = z.object({
  files: z.array(z.object({ originalName: z.string(), id: z.string() })),
  /** Files refused one by one (wrong type, undecodable, too large to process); the others were kept. */
  rejected: z.array(z.object({ originalName: z.string(), message: z.string() })),
});
export type UploadResult = z.infer<typeof uploadResult>;

export const deletePhotoRequest = z.object({ photoId: documentId });

export const galleryEndpoints = {
  landingPreview: endpoint({
    method: 'GET',
    path: '/images/landing-preview',
    access: 'public',
    summary: "The newest photos' blurred variants, for the landing carousel.",
    query: landingPreviewQuery,
    response: landingPreview,
    flat: true,
  }),
  photos: endpoint({
    method: 'POST',
    path: '/images/photos',
    access: 'user',
    summary:
      'A page of the gallery, newest first. A paid member (or an admin) gets every photo; anyone else gets the newest one and, for the others, only a blurred preview (locked).',
    body: photosRequest,
    response: photoPage,
  }),
  upload: endpoint({
    method: 'POST',
    path: '/images/upload',
    access: 'admin',
    summary:
      'Adds photos: multipart/form-data with repeated `images` file parts (JPEG, PNG, WebP or GIF, decided by their bytes; at most 10 files of 10 MB). Each is re-encoded without metadata into an original, a thumbnail and a blurred preview.',
    multipart: true,
    response: uploadResult,
    status: 201,
  }),
  deletePhoto: endpoint({
    method: 'POST',
    path: '/images/delete',
    access: 'admin',
    summary: 'Deletes a photo: its record and every stored variant.',
    body: deletePhotoRequest,
    response: z.object({ deleted: z.literal(true) }),
  }),
};
