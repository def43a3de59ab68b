/** The gallery API: pages of photos, the admin's uploads and deletions, the landing previews. */
import { galleryEndpoints } from '@bela/contracts/gallery';
import { AppError } from '../../platform/app-error';
import { loadUserAccess, type UserAccessDeps } from '../../domain/user-access';
import { route, type RouteBinding } from '../../http/route';
import { parseUploadBody } from './image-pipeline/parse-multipart';
import { processUpload } from './image-pipeline/run-pipeline';
import { deletePhoto, landingPreviews, photoPage, storeUpload, type PhotoLibraryDeps } from './photo-library';

const PREVIEW_URL_SECONDS = 60 * 60;

export type GalleryDeps = PhotoLibraryDeps & UserAccessDeps;

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
      const unlocked = loaded.access.isPaidUser || loaded.record.role === 'admin';
      return photoPage(deps, body.page, body.limit, unlocked);
    }),

    route(galleryEndpoints.upload, async ({ caller, req, requestId }) => {
      const { files } = await parseUploadBody(req.rawBody, req.get('content-type'));
      const result = await processUpload(files, { store: (upload) => storeUpload(deps, upload, caller.uid), logger: deps.logger.child({ requestId }) });
      deps.logger.info('photos uploaded', { requestId, uid: caller.uid, stored: result.files.length, rejected: result.rejected.length });
      return result;
    }),

    route(galleryEndpoints.deletePhoto, async ({ body, caller, requestId }) => {
      const record = await deletePhoto(deps, body.photoId);
      if (!record) throw new AppError('document-not-found', { message: 'Photo not found.' });
      deps.logger.info('photo deleted', { requestId, uid: caller.uid, photoId: body.photoId });
      return { deleted: true as const };
    }),
  ];
}
