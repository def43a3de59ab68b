/**
 * The admin's changes to the gallery's photos (POST /images/update, /images/reorder,
 * /images/delete) and what each does to the cached lists: the admin's order is changed in place,
 * and the lists the change shows on are asked for again. An upload (admin-upload's own request, for
 * its progress) ends with `photosAddedOrRemoved`, as a deletion does.
 */
import type { GalleryPhoto, PhotoTag, galleryEndpoints } from '@bela/contracts/gallery';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiPost } from '../../lib/api-client';
import { photoKeys } from './keys';
import { adminPhotosQueryOptions, loadedPhotos, recentPhotosQueryOptions, type PhotoPages } from './queries';

/**
 * A photo added or deleted: every list of photos and the curation (which a deleted photo leaves)
 * are marked stale; the ones on screen load again, the others when next shown.
 */
export function photosAddedOrRemoved(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: photoKeys.all });
}

/** The pages with one photo moved from `from` to `to` of the loaded photos (clamped), each page keeping its length. */
export function movePhotoInPages<P extends PhotoPages>(data: P, from: number, to: number): P {
  const moved = loadedPhotos(data);
  if (from >= 0 && from < moved.length) {
    const [photo] = moved.splice(from, 1);
    moved.splice(Math.min(Math.max(0, to), moved.length), 0, photo!);
  }
  let start = 0;
  const pages = data.pages.map((page) => {
    const photos = moved.slice(start, start + page.photos.length);
    start += page.photos.length;
    return { ...page, photos };
  });
  return { ...data, pages };
}

/** The pages with one photo's fields changed. */
export function patchPhotoInPages<P extends PhotoPages>(data: P, id: string, patch: Partial<GalleryPhoto>): P {
  return { ...data, pages: data.pages.map((page) => ({ ...page, photos: page.photos.map((photo) => (photo.id === id ? { ...photo, ...patch } : photo)) })) };
}

export interface PhotoText {
  photoId: string;
  title: string;
  /** Empty removes the caption. */
  caption: string;
  /** Bela may share it in chat, and its tags (issue 42); left out, they stay as they were. */
  shareable?: boolean;
  tags?: string[];
}

/** A photo's title and caption, as members see them. */
export function useUpdatePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ photoId, title, caption, shareable, tags }: PhotoText) =>
      apiPost<typeof galleryEndpoints.updatePhoto>('/images/update', {
        photoId,
        title: title.trim(),
        caption: caption.trim(),
        ...(shareable !== undefined ? { shareable } : {}),
        ...(tags ? { tags: tags as PhotoTag[] } : {}),
      }),
    onSuccess: (saved) => {
      const { queryKey } = adminPhotosQueryOptions();
      queryClient.setQueryData(queryKey, (data) => data && patchPhotoInPages(data, saved.id, { title: saved.title, caption: saved.caption, shareable: saved.shareable, tags: saved.tags }));
      // The members' pages and the admin's recent uploads show titles too.
      void queryClient.invalidateQueries({ queryKey: photoKeys.memberLists() });
      void queryClient.invalidateQueries({ queryKey: photoKeys.recent() });
    },
  });
}

export interface PhotoMove {
  photoId: string;
  /** 0 = first shown to members. */
  position: number;
}

/** Moves a photo to a position of the member order: shown at once, undone if refused. */
export function useReorderPhoto() {
  const queryClient = useQueryClient();
  const { queryKey } = adminPhotosQueryOptions();
  return useMutation({
    mutationFn: ({ photoId, position }: PhotoMove) => apiPost<typeof galleryEndpoints.reorder>('/images/reorder', { photoId, position }),
    onMutate: async ({ photoId, position }) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey);
      if (before) {
        const from = loadedPhotos(before).findIndex((photo) => photo.id === photoId);
        if (from >= 0) queryClient.setQueryData(queryKey, movePhotoInPages(before, from, position));
      }
      return { before };
    },
    onError: (_error, _move, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
    },
    // The server's order is the truth (a photo moved past the loaded pages leaves them), and every
    // list shows it.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: photoKeys.lists() }),
  });
}

/** Deletes a photo's record and every stored variant; it leaves the recent uploads at once. */
export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (photoId: string) => {
      await apiPost<typeof galleryEndpoints.deletePhoto>('/images/delete', { photoId });
    },
    onSuccess: (_answer, photoId) => {
      // Off the list at once; the reload then moves the next photo up into the first page.
      queryClient.setQueryData(recentPhotosQueryOptions().queryKey, (recent) =>
        recent && { photos: recent.photos.filter((photo) => photo.id !== photoId), total: Math.max(0, recent.total - 1) },
      );
      void photosAddedOrRemoved(queryClient);
    },
  });
}
