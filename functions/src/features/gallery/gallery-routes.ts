/**
 * The gallery API: pages of photos, the admin's uploads, deletions, titles, order and curation,
 * the landing previews. Every admin action writes one audit entry once it has succeeded.
 */
import { galleryEndpoints, photoTitle } from '@bela/contracts/gallery';
import { AppError } from '../../platform/app-error';
import { loadUserAccess, type UserAccessDeps } from '../../domain/user-access';
import { route, type RouteBinding } from '../../http/route';
import type { AdminAuditStore } from '../../stores/admin-audit';
import { TEASER_COUNT } from '../../stores/photos';
import { parseUploadBody } from './image-pipeline/parse-multipart';
import { processUpload } from './image-pipeline/run-pipeline';
import { captionOf, deletePhoto, landingPreviews, newestPhotos, photoPage, storeUpload, titleOf, type PhotoLibraryDeps } from './photo-library';

const PREVIEW_URL_SECONDS = 60 * 60;

export type GalleryDeps = PhotoLibraryDeps & UserAccessDeps & { adminAudit: AdminAuditStore };

const photoNotFound = () => new AppError('document-not-found', { message: 'Photo not found.' });

/**
 * The upload form's titles (issue 42): the `titles` field, a JSON array matched to the request's
 * files in order (null or empty: none yet). A title that is not one (too long, not text) is 400.
 */
function uploadTitles(raw: string | undefined, count: number): (string | null)[] {
  if (raw === undefined || raw === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new AppError('invalid-argument', { message: 'titles must be a JSON array of titles.' });
  }
  if (!Array.isArray(parsed) || parsed.length > count) throw new AppError('invalid-argument', { message: 'titles must be a JSON array of titles, one per image.' });
  return parsed.map((title) => {
    if (title === null || (typeof title === 'string' && !title.trim())) return null;
    const checked = photoTitle.safeParse(title);
    if (!checked.success) throw new AppError('invalid-argument', { message: checked.error.issues[0]?.message ?? 'Invalid title.' });
    return checked.data;
  });
}

/** The photos' titles as admins see them, by id (one batch read). */
async function titlesOf(deps: GalleryDeps, ids: string[]): Promise<Map<string, string>> {
  const found = await deps.photos.getMany([...new Set(ids)]);
  return new Map(found.flatMap((photo) => (photo ? [[photo.id, titleOf(photo.data)] as const] : [])));
}

/** Audit details stay short: a list of ids is cut to the audit's 500 characters. */
const idList = (ids: string[]) => ids.join(',').slice(0, 500);

export function galleryRoutes(deps: GalleryDeps): RouteBinding[] {
  return [
    route(galleryEndpoints.landingPreview, async ({ query, res }) => {
      const previewPhotos = await landingPreviews(deps, query.limit, PREVIEW_URL_SECONDS);
      res.set('Cache-Control', 'public, max-age=300');
      return { previewPhotos };
    }),

    route(galleryEndpoints.photos, async ({ body, caller }) => {
      const loaded = await loadUserAccess(deps, caller.uid, caller.emailVerified);
      if (!loaded) throw new AppError('user-not-found');
      const admin = loaded.record.role === 'admin';
      if (body.newest && admin) return newestPhotos(deps, body.limit);
      return photoPage(deps, body.page, body.limit, { unlocked: loaded.access.isPaidUser || admin, admin });
    }),

    route(galleryEndpoints.upload, async ({ caller, req, requestId }) => {
      const { files, fields } = await parseUploadBody(req.rawBody, req.get('content-type'));
      const titles = uploadTitles(fields['titles'], files.length);
      const result = await processUpload(files, {
        store: (upload) => storeUpload(deps, upload, caller.uid, upload.index === undefined ? null : titles[upload.index]),
        logger: deps.logger.child({ requestId }),
      });
      deps.logger.info('photos uploaded', { requestId, uid: caller.uid, stored: result.files.length, rejected: result.rejected.length });
      await deps.adminAudit.record(
        caller,
        {
          action: 'photo-upload',
          target: 'gallery',
          details: {
            stored: result.files.length,
            rejected: result.rejected.length,
            photoIds: idList(result.files.map((file) => file.id)),
            titles: titles.filter(Boolean).join(' · ').slice(0, 500) || null,
          },
        },
        deps.now(),
      );
      return result;
    }),

    route(galleryEndpoints.deletePhoto, async ({ body, caller, requestId }) => {
      const record = await deletePhoto(deps, body.photoId);
      if (!record) throw photoNotFound();
      deps.logger.info('photo deleted', { requestId, uid: caller.uid, photoId: body.photoId });
      await deps.adminAudit.record(caller, { action: 'photo-delete', target: body.photoId, details: { title: titleOf(record) } }, deps.now());
      return { deleted: true as const };
    }),

    route(galleryEndpoints.updatePhoto, async ({ body, caller }) => {
      const caption = body.caption ? body.caption : null;
      const record = await deps.photos.describe(body.photoId, { title: body.title, caption, shareable: body.shareable, tags: body.tags });
      if (!record) throw photoNotFound();
      const sharing = { shareable: record.shareable === true, tags: Array.isArray(record.tags) ? record.tags : [] };
      await deps.adminAudit.record(
        caller,
        { action: 'photo-update', target: body.photoId, details: { title: body.title, caption: caption ?? null, shareable: sharing.shareable, tags: sharing.tags.join(',') } },
        deps.now(),
      );
      return { id: body.photoId, title: titleOf(record), caption: captionOf(record), ...sharing };
    }),

    route(galleryEndpoints.getCuration, async () => deps.photos.curation()),

    route(galleryEndpoints.setCuration, async ({ body, caller }) => {
      // Three teasers, or fewer only while the gallery has fewer photos than that.
      if (body.teaserIds.length !== TEASER_COUNT && (await deps.photos.count()) >= TEASER_COUNT) {
        throw new AppError('invalid-argument', { message: `Choose exactly ${TEASER_COUNT} different teaser photos.` });
      }
      const curation = await deps.photos.setCuration({ freePhotoId: body.freePhotoId, teaserIds: body.teaserIds });
      if (!curation) throw photoNotFound();
      // The audit names the photos by their titles (issue 42), beside their ids.
      const titles = await titlesOf(deps, [...(curation.freePhotoId ? [curation.freePhotoId] : []), ...curation.teaserIds]);
      await deps.adminAudit.record(
        caller,
        {
          action: 'gallery-curation',
          target: 'gallery',
          details: {
            freePhotoId: curation.freePhotoId,
            freeTitle: curation.freePhotoId ? (titles.get(curation.freePhotoId) ?? null) : null,
            teaserIds: idList(curation.teaserIds),
            teaserTitles: curation.teaserIds.map((id) => titles.get(id) ?? id).join(' · ').slice(0, 500),
          },
        },
        deps.now(),
      );
      return curation;
    }),

    route(galleryEndpoints.reorder, async ({ body, caller }) => {
      const position = await deps.photos.move(body.photoId, body.position);
      if (position === null) throw photoNotFound();
      const title = (await titlesOf(deps, [body.photoId])).get(body.photoId) ?? null;
      await deps.adminAudit.record(caller, { action: 'gallery-reorder', target: body.photoId, details: { title, position } }, deps.now());
      return { id: body.photoId, position };
    }),
  ];
}
