/**
 * The gallery's photos: the first page, further pages on demand ('View More'), and where each load
 * stands. The photo URLs are signed for minutes only, so every visit loads afresh.
 */
import type { GalleryPhoto } from '@shared/contracts/gallery';
import { create } from 'zustand';
import { fetchPhotoPage } from '../api/gallery-api';
import { fetchFailureDetail, galleryMessages } from '../utils/gallery-messages';
import { appendPhotos, hasMorePages } from '../utils/photo-paging';

export type GalleryStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface GalleryFailure {
  message: string;
  /** 'Failed to fetch photos: HTTP error! status: 500' and the like. */
  detail: string;
}

interface GalleryData {
  photos: GalleryPhoto[];
  status: GalleryStatus;
  error: GalleryFailure | null;
  page: number;
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  moreError: GalleryFailure | null;
  /** Bumped by every load and reset: an answer to an older one is dropped. */
  request: number;
  requests: AbortController;
}

interface GalleryState extends GalleryData {
  load: () => Promise<void>;
  loadMore: () => Promise<void>;
  /** The page is left: cancels what is under way and forgets the photos. */
  reset: () => void;
}

const empty = {
  photos: [],
  status: 'idle',
  error: null,
  page: 0,
  total: 0,
  hasMore: false,
  loadingMore: false,
  moreError: null,
} satisfies Partial<GalleryData>;

const failure = (message: string, error: unknown): GalleryFailure => ({ message, detail: fetchFailureDetail(error) });

export const useGalleryStore = create<GalleryState>()((set, get) => ({
  ...empty,
  request: 0,
  requests: new AbortController(),

  load: async () => {
    const request = get().request + 1;
    set({ request, status: 'loading', error: null, moreError: null, loadingMore: false });
    try {
      const { photos, pagination } = await fetchPhotoPage(1, get().requests.signal);
      if (get().request !== request) return;
      set({ photos, page: pagination.page, total: pagination.total, hasMore: hasMorePages(pagination), status: 'ready' });
    } catch (error) {
      if (get().request !== request) return;
      console.warn('Failed to load photos', error);
      set({ status: 'error', error: failure(galleryMessages.loadFailed, error) });
    }
  },

  loadMore: async () => {
    const { page, hasMore, loadingMore, request, requests, status } = get();
    if (status !== 'ready' || !hasMore || loadingMore) return;
    set({ loadingMore: true, moreError: null });
    try {
      const next = await fetchPhotoPage(page + 1, requests.signal);
      if (get().request !== request) return;
      set((state) => ({
        photos: appendPhotos(state.photos, next.photos),
        page: next.pagination.page,
        total: next.pagination.total,
        hasMore: hasMorePages(next.pagination),
        loadingMore: false,
      }));
    } catch (error) {
      if (get().request !== request) return;
      console.warn('Failed to load more photos', error);
      set({ loadingMore: false, moreError: failure(galleryMessages.loadMoreFailed, error) });
    }
  },

  reset: () => {
    get().requests.abort();
    set((state) => ({ ...empty, request: state.request + 1, requests: new AbortController() }));
  },
}));
