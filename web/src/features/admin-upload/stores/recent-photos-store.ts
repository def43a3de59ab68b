/** 'Recent uploads': the gallery's first page as an admin sees it, and deleting a photo from it. */
import type { GalleryPhoto } from '@shared/contracts/gallery';
import { create } from 'zustand';
import { deletePhoto, fetchRecentPhotos } from '../api/photos-api';

export const RECENT_LOAD_FAILED = 'Failed to load recent uploads.';

interface RecentPhotosState {
  photos: GalleryPhoto[];
  total: number;
  status: 'idle' | 'loading' | 'ready' | 'error';
  deletingId: string | null;
  request: number;
  load: () => Promise<void>;
  /** Deletes a photo; throws an Error whose message is the one to show. */
  remove: (photoId: string) => Promise<void>;
}

export const useRecentPhotosStore = create<RecentPhotosState>()((set, get) => ({
  photos: [],
  total: 0,
  status: 'idle',
  deletingId: null,
  request: 0,

  load: async () => {
    const request = get().request + 1;
    // A reload keeps the list on screen; only the first load shows placeholders.
    set((state) => ({ request, status: state.status === 'ready' ? 'ready' : 'loading' }));
    try {
      const { photos, total } = await fetchRecentPhotos();
      if (get().request === request) set({ photos, total, status: 'ready' });
    } catch (error) {
      console.warn('Failed to load recent uploads', error);
      if (get().request === request) set({ status: 'error' });
    }
  },

  remove: async (photoId) => {
    set({ deletingId: photoId });
    try {
      await deletePhoto(photoId);
      set((state) => ({ photos: state.photos.filter((photo) => photo.id !== photoId), total: Math.max(0, state.total - 1) }));
      // The next photo moves up into the first page.
      void get().load();
    } catch (error) {
      const reason = error instanceof Error && error.message ? error.message : 'Unknown error';
      throw new Error(`Failed to delete photo: ${reason}`, { cause: error });
    } finally {
      set({ deletingId: null });
    }
  },
}));
