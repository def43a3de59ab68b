/** POST /images/update: a photo's title and caption, as members see them. */
import type { galleryEndpoints } from '@bela/contracts/gallery';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { adminPhotosDataKey, patchPhotoInPages } from './get-admin-photos';

export interface PhotoText {
  photoId: string;
  title: string;
  /** Empty removes the caption. */
  caption: string;
}

export function useUpdatePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ photoId, title, caption }: PhotoText) => apiPost<typeof galleryEndpoints.updatePhoto>('/images/update', { photoId, title: title.trim(), caption: caption.trim() }),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminPhotosDataKey(), (data) => data && patchPhotoInPages(data, saved.id, { title: saved.title, caption: saved.caption }));
      // The members' pages and the admin's recent uploads show titles too.
      void queryClient.invalidateQueries({ queryKey: ['gallery', 'photos'] });
      void queryClient.invalidateQueries({ queryKey: ['admin-upload'] });
    },
  });
}
