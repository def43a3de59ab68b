/** The photo lists an upload or a deletion changes. */
import type { QueryClient } from '@tanstack/react-query';
import { recentPhotosKey } from './get-recent-photos';

/**
 * Marks the gallery's pages (every query key starting with 'gallery', the gallery feature's) and
 * the recent uploads stale: the ones on screen load again, the others when next shown.
 */
export function refreshPhotoLists(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: ['gallery'] }), queryClient.invalidateQueries({ queryKey: recentPhotosKey })]);
}
