/**
 * The gallery's photos: storing an upload's three variants and its record, listing a page with the
 * right variants for the caller, and deleting a photo whole. A caller who has not paid sees the
 * admin's chosen free photo and, of every other, only the blurred preview made at upload time:
 * never a URL or a path of the thumbnail or the original. Members see a photo's title and caption,
 * never its file name (admins do).
 */
import { PHOTO_FIRST_PAGE, PHOTO_NEXT_PAGE } from '@bela/contracts/constants';
import { UNTITLED_PHOTO, type GalleryPhoto, type PhotoPage } from '@bela/contracts/gallery';
import type { BlobStore } from '../../ports/blob-store';
import type { Logger } from '../../platform/logger';
import type { PhotoRecord, PhotoStore, PhotoVariantRecord, StoredPhoto } from '../../stores/photos';
import type { ProcessedUpload } from './image-pipeline/run-pipeline';
import type { ImageVariant } from './image-pipeline/process-image';

/** Signed photo URLs live this long: enough to look at a page, too short to share around. */
export const PHOTO_URL_SECONDS = 10 * 60;

export interface PhotoLibraryDeps {
  photos: PhotoStore;
  blobs: BlobStore;
  logger: Logger;
  now: () => Date;
}

const variantPath = (id: string, name: string, variant: ImageVariant) => `photos/${id}/${name}.${variant.extension}`;

/** Stores the variants, then the record; a failure part-way leaves nothing of the photo behind. */
export async function storeUpload(deps: PhotoLibraryDeps, upload: ProcessedUpload, uploadedBy: string, title?: string | null): Promise<void> {
  const { id, variants } = upload;
  const stored: Partial<Record<'original' | 'thumbnail' | 'blurred', PhotoVariantRecord>> = {};
  try {
    for (const name of ['original', 'thumbnail', 'blurred'] as const) {
      const variant = variants[name];
      const path = variantPath(id, name, variant);
      await deps.blobs.put(path, variant.bytes, variant.contentType);
      stored[name] = { path, width: variant.width, height: variant.height, bytes: variant.bytes.length, contentType: variant.contentType };
    }
    await deps.photos.add(id, {
      originalName: upload.originalName,
      // The admin's title from the upload form, never derived from the file name (members do not see file names).
      title: title || UNTITLED_PHOTO,
      caption: null,
      createdAt: deps.now(),
      uploadedBy,
      original: stored.original!,
      thumbnail: stored.thumbnail!,
      blurred: stored.blurred!,
    });
  } catch (error) {
    await deps.blobs.deletePrefix(`photos/${id}/`).catch((cleanup: unknown) => deps.logger.error('photo cleanup failed', { photoId: id, error: cleanup }));
    throw error;
  }
}

/**
 * Where a page starts. The client asks for 15 photos on the first page and 12 on each later one
 * (SPEC.md); later pages start after the first page's 15.
 */
export function pageWindow(page: number, limit: number): { offset: number; count: number } {
  return page === 1 ? { offset: 0, count: limit } : { offset: PHOTO_FIRST_PAGE + (page - 2) * limit, count: limit };
}

export function totalPages(total: number, limit: number): number {
  if (total <= PHOTO_FIRST_PAGE) return total > 0 ? 1 : 0;
  return 1 + Math.ceil((total - PHOTO_FIRST_PAGE) / limit);
}

/** The title members see: the admin's, or "Untitled photo" for a record from before titles. */
export const titleOf = (data: PhotoRecord): string => (typeof data.title === 'string' && data.title.trim() ? data.title : UNTITLED_PHOTO);
/** The title a member sees: the admin's, or none (empty: no title line), never "Untitled photo" (issue 42). */
export const memberTitleOf = (data: PhotoRecord): string => (typeof data.title === 'string' && data.title.trim() && data.title !== UNTITLED_PHOTO ? data.title : '');
export const captionOf = (data: PhotoRecord): string | null => (typeof data.caption === 'string' && data.caption.trim() ? data.caption : null);

/** Who is asking: `unlocked` (paid, or an admin) sees every photo; `admin` also sees file names. */
export interface Viewer {
  unlocked: boolean;
  admin: boolean;
}

async function present(deps: PhotoLibraryDeps, { id, data }: StoredPhoto, locked: boolean, admin: boolean): Promise<GalleryPhoto> {
  const shown = locked ? data.blurred : data.thumbnail;
  return {
    id,
    title: admin ? titleOf(data) : memberTitleOf(data),
    caption: captionOf(data),
    ...(admin ? { originalName: data.originalName, shareable: data.shareable === true, tags: Array.isArray(data.tags) ? data.tags : [] } : {}),
    publicThumbnailUrl: await deps.blobs.signedUrl(shown.path, PHOTO_URL_SECONDS),
    ...(locked ? {} : { publicOriginalUrl: await deps.blobs.signedUrl(data.original.path, PHOTO_URL_SECONDS) }),
    locked,
    width: shown.width,
    height: shown.height,
    createdAt: data.createdAt.toISOString(),
  };
}

/**
 * A page of the gallery in the admin's order (the free photo first for a member who has not paid). A photo is locked when the caller has not paid (nor
 * is an admin) and it is not the admin's chosen free photo.
 */
export async function photoPage(deps: PhotoLibraryDeps, page: number, limit: number, asked: Viewer | boolean): Promise<PhotoPage> {
  // A bare boolean is `unlocked` for a member (the benches call it so).
  const viewer = typeof asked === 'boolean' ? { unlocked: asked, admin: false } : asked;
  const { offset, count } = pageWindow(page, limit);
  // A member who has not paid sees the admin's free photo first (SPEC.md: "only the first photo
  // unblurred"), then the admin's order without it; a payer or an admin sees the admin's order.
  const { photos, total, freePhotoId } = viewer.unlocked ? { ...(await deps.photos.page(offset, count)), freePhotoId: null } : await deps.photos.pageFreeFirst(offset, count);
  const shown = await Promise.all(photos.map((photo) => present(deps, photo, !viewer.unlocked && photo.id !== freePhotoId, viewer.admin)));
  const pages = totalPages(total, page === 1 ? PHOTO_NEXT_PAGE : limit);
  return { photos: shown, pagination: { hasMore: page < pages, page, totalPages: pages, total } };
}

/**
 * The admin's newest uploads, newest first (the end of the order: an upload joins it), for "Recent
 * uploads"; one page, with the gallery's total.
 */
export async function newestPhotos(deps: PhotoLibraryDeps, limit: number): Promise<PhotoPage> {
  const total = await deps.photos.count();
  const { photos } = await deps.photos.page(Math.max(0, total - limit), limit);
  const shown = await Promise.all(photos.reverse().map((photo) => present(deps, photo, false, true)));
  return { photos: shown, pagination: { hasMore: false, page: 1, totalPages: 1, total } };
}

/** The admin's landing teasers, in the chosen order, as blurred previews (at most `count`). */
export async function landingPreviews(deps: PhotoLibraryDeps, count: number, urlSeconds: number): Promise<{ id: string; blurredUrl: string }[]> {
  const { teaserIds } = await deps.photos.curation();
  const ids = teaserIds.slice(0, count);
  const records = await Promise.all(ids.map((id) => deps.photos.get(id)));
  return Promise.all(
    ids.flatMap((id, i) => {
      const record = records[i];
      return record ? [deps.blobs.signedUrl(record.blurred.path, urlSeconds).then((blurredUrl) => ({ id, blurredUrl }))] : [];
    }),
  );
}

/** Removes the photo from the gallery, then its files; null when there was no such photo. */
export async function deletePhoto(deps: PhotoLibraryDeps, id: string): Promise<PhotoRecord | null> {
  const record = await deps.photos.remove(id);
  await deps.blobs.deletePrefix(`photos/${id}/`);
  return record;
}
