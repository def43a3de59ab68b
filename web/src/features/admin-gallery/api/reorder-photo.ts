/** POST /images/reorder: moves a photo to a position of the member order, shown at once and undone if refused. */
import type { galleryEndpoints } from '@bela/contracts/gallery';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { adminPhotosDataKey, adminPhotosKey, loadedPhotos, movePhotoInPages } from './get-admin-photos';

export interface PhotoMove {
  photoId: string;
  /** 0 = first shown to members. */
  position: number;
}

export function useReorderPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ photoId, position }: PhotoMove) => apiPost<typeof galleryEndpoints.reorder>('/images/reorder', { photoId, position }),
    onMutate: async ({ photoId, position }) => {
      await queryClient.cancelQueries({ queryKey: adminPhotosKey });
      const before = queryClient.getQueryData(adminPhotosDataKey());
      if (before) {
        const from = loadedPhotos(before).findIndex((photo) => photo.id === photoId);
        if (from >= 0) queryClient.setQueryData(adminPhotosDataKey(), movePhotoInPages(before, from, position));
      }
      return { before };
    },
    onError: (_error, _move, context) => {
      if (context?.before) queryClient.setQueryData(adminPhotosDataKey(), context.before);
    },
    onSettled: () => {
      // The server's order is the truth (a photo moved past the loaded pages leaves them).
      void queryClient.invalidateQueries({ queryKey: adminPhotosKey });
      void queryClient.invalidateQueries({ queryKey: ['gallery', 'photos'] });
      void queryClient.invalidateQueries({ queryKey: ['admin-upload'] });
    },
  });
}
