/** POST /images/delete: a photo's record and every stored variant. */
import type { galleryEndpoints } from '@bela/contracts/gallery';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { recentMessages } from '../utils/upload-messages';
import { recentPhotosKey, type RecentPhotos } from './get-recent-photos';
import { refreshPhotoLists } from './photo-lists';

/** Deletes a photo; rejects with an Error whose message is the one to show. */
export async function deletePhoto(photoId: string): Promise<void> {
  try {
    await apiPost<typeof galleryEndpoints.deletePhoto>('/images/delete', { photoId });
  } catch (error) {
    const reason = error instanceof Error && error.message ? error.message : 'Unknown error';
    throw new Error(recentMessages.deleteFailed(reason), { cause: error });
  }
}

export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePhoto,
    onSuccess: (_answer, photoId) => {
      // Off the list at once; the reload then moves the next photo up into the first page.
      queryClient.setQueryData<RecentPhotos>(recentPhotosKey, (recent) =>
        recent && { photos: recent.photos.filter((photo) => photo.id !== photoId), total: Math.max(0, recent.total - 1) },
      );
      void refreshPhotoLists(queryClient);
    },
  });
}
