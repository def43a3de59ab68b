/** The photo gallery: pages of photos, the admin's uploads, deletions, titles, order and curation, the landing previews. */
import { z } from 'zod';
import { LANDING_PREVIEW_COUNT, PHOTO_CAPTION_MAX, PHOTO_FIRST_PAGE, PHOTO_TAG_GROUPS, PHOTO_TAGS_MAX, PHOTO_TITLE_MAX } from './constants';
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
  /** Admins: the newest uploads first (the end of the order, newest first), for "Recent uploads"; page 1 only. */
  newest: z.boolean().optional(),
});

/** The title a photo gets when none is given (never its file name). */
export const UNTITLED_PHOTO = 'Untitled photo';

export const photoTitle = z.string().trim().min(1, 'A title is required.').max(PHOTO_TITLE_MAX, `A title is at most ${PHOTO_TITLE_MAX} characters.`);
export const photoCaption = z.string().trim().max(PHOTO_CAPTION_MAX, `A caption is at most ${PHOTO_CAPTION_MAX} characters.`);

export const galleryPhoto = z.object({
  id: z.string(),
  /** What members see of the photo: set by the admin; empty until then (no title line), "Untitled photo" for admins. */
  title: z.string(),
  caption: z.string().nullable(),
  /** The uploaded file's name: sent to admins only, never to members. */
  originalName: z.string().optional(),
  /** Admins only: whether Bela may share it in chat, and its tags. */
  shareable: z.boolean().optional(),
  tags: z.array(z.string()).optional(),
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

/**
 * The fixed tags (constants.ts) an admin gives a photo Bela may share in chat (issue 42). Bela picks
 * a photo by matching them to the conversation's words and to the member's local time of day.
 */
export const PHOTO_TAGS = [...PHOTO_TAG_GROUPS.places, ...PHOTO_TAG_GROUPS.times, ...PHOTO_TAG_GROUPS.seasons, ...PHOTO_TAG_GROUPS.moods] as const;
export type PhotoTag = (typeof PHOTO_TAGS)[number];
export const photoTag = z.enum(PHOTO_TAGS, { message: `Unknown tag. Tags are: ${PHOTO_TAGS.join(', ')}.` });
export const photoTags = z
  .array(photoTag)
  .max(PHOTO_TAGS_MAX, `At most ${PHOTO_TAGS_MAX} tags.`)
  .refine((tags) => new Set(tags).size === tags.length, 'Each tag at most once.');

/**
 * An empty (or blank) caption removes it. `shareable` lets Bela share the photo in chat (off until
 * the admin turns it on); `tags` replaces the photo's tags. Either left out keeps what it was.
 */
export const updatePhotoRequest = z.object({
  photoId: documentId,
  title: photoTitle,
  caption: photoCaption.nullable().optional(),
  shareable: z.boolean().optional(),
  tags: photoTags.optional(),
});
export const updatePhotoResult = z.object({ id: z.string(), title: z.string(), caption: z.string().nullable(), shareable: z.boolean(), tags: z.array(z.string()) });

/** The admin's choice: the one photo free for members who have not paid, and the landing teasers in order. */
export const galleryCuration = z.object({
  freePhotoId: z.string().nullable(),
  teaserIds: z.array(z.string()).max(LANDING_PREVIEW_COUNT),
});
export type GalleryCuration = z.infer<typeof galleryCuration>;

/**
 * Exactly three distinct teasers, or fewer only when the gallery holds fewer photos (checked by the
 * server). `freePhotoId` null leaves every photo locked for members who have not paid (the teasers
 * can then be saved after the free photo was deleted, before another is chosen).
 */
export const setCurationRequest = z.object({
  freePhotoId: documentId.nullable(),
  teaserIds: z
    .array(documentId)
    .max(LANDING_PREVIEW_COUNT)
    .refine((ids) => new Set(ids).size === ids.length, 'The teasers must be different photos.'),
});

/** Moves a photo to `position` of the member order (0 = first shown); beyond the end means last. */
export const reorderRequest = z.object({ photoId: documentId, position: z.number().int().min(0).max(1_000_000) });
export const reorderResult = z.object({ id: z.string(), position: z.number().int() });

/**
 * A photo Bela shares in a chat message (issue 42): what the reader is sent, signed when the
 * message is read by the reader's access then. `locked` (a member who has not paid, and not the
 * admin's free photo): `thumbnailUrl` is the blurred variant and there is no `originalUrl`. A photo
 * deleted or no longer shareable since comes back `unavailable`, with the caption "This photo is
 * no longer available" and no URL.
 */
export const photoAttachment = z.object({
  type: z.literal('photo'),
  photoId: z.string(),
  /** The admin's title; empty when the photo has none (no title line is shown then). */
  title: z.string(),
  /** Bela's words under the photo. */
  caption: z.string(),
  locked: z.boolean(),
  thumbnailUrl: z.string().optional(),
  originalUrl: z.string().optional(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  unavailable: z.literal(true).optional(),
});
export type PhotoAttachment = z.infer<typeof photoAttachment>;

export const galleryEndpoints = {
  landingPreview: endpoint({
    method: 'GET',
    path: '/images/landing-preview',
    access: 'public',
    summary: "The admin's chosen landing teasers, in order, as blurred variants for the landing carousel.",
    query: landingPreviewQuery,
    response: landingPreview,
    flat: true,
  }),
  photos: endpoint({
    method: 'POST',
    path: '/images/photos',
    access: 'user',
    summary:
      "A page of the gallery in the admin's order (a new upload joins the end). For a member who has not paid, the admin's free photo comes first, then the rest of the order. A paid member (or an admin) gets every photo; anyone else gets the admin's chosen free photo and, for the others, only a blurred preview (locked). Titles and captions, never file names (admins excepted).",
    body: photosRequest,
    response: photoPage,
  }),
  upload: endpoint({
    method: 'POST',
    path: '/images/upload',
    access: 'admin',
    summary:
      'Adds photos at the end of the order: multipart/form-data with repeated `images` file parts (JPEG, PNG, WebP or GIF, decided by their bytes; at most 10 files of 10 MB) and an optional `titles` field, a JSON array of the files\' titles in order (null for none). Each is re-encoded without metadata into an original, a thumbnail and a blurred preview.',
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
  updatePhoto: endpoint({
    method: 'POST',
    path: '/images/update',
    access: 'admin',
    summary:
      "Sets a photo's title (1-80 characters) and caption (up to 300; empty removes it), as members see them; optionally whether Bela may share it in chat (`shareable`, off by default) and its tags (at most 8 of the fixed list; an unknown tag is 400).",
    body: updatePhotoRequest,
    response: updatePhotoResult,
  }),
  getCuration: endpoint({
    method: 'GET',
    path: '/images/curation',
    access: 'admin',
    summary: 'The free photo for members who have not paid and the landing teasers, in order.',
    response: galleryCuration,
  }),
  setCuration: endpoint({
    method: 'POST',
    path: '/images/curation',
    access: 'admin',
    summary: 'Chooses the free photo and the three landing teasers (in order; fewer only while the gallery has fewer photos).',
    body: setCurationRequest,
    response: galleryCuration,
  }),
  reorder: endpoint({
    method: 'POST',
    path: '/images/reorder',
    access: 'admin',
    summary: "Moves a photo to a position of the gallery's order (0 = first shown to members).",
    body: reorderRequest,
    response: reorderResult,
  }),
};
