/** GET and POST /images/curation: the free photo for members who have not paid, and the landing teasers in order. */
import type { GalleryCuration, galleryEndpoints } from '@bela/contracts/gallery';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';

export const curationKey = ['gallery', 'curation'] as const;

export async function fetchCuration(signal?: AbortSignal): Promise<GalleryCuration> {
  const answer: Partial<GalleryCuration> = await apiGet<typeof galleryEndpoints.getCuration>('/images/curation', undefined, { signal });
  return { freePhotoId: answer.freePhotoId ?? null, teaserIds: Array.isArray(answer.teaserIds) ? answer.teaserIds : [] };
}

export const getCurationQueryOptions = () => queryOptions({ queryKey: curationKey, queryFn: ({ signal }) => fetchCuration(signal) });

export const useCuration = () => useQuery(getCurationQueryOptions());

export interface CurationChoice {
  freePhotoId: string | null;
  teaserIds: string[];
}

/** Saves the whole choice; rejects with the server's message (e.g. "Choose exactly 3 different teaser photos."). */
export function useSaveCuration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: CurationChoice) => apiPost<typeof galleryEndpoints.setCuration>('/images/curation', choice),
    onSuccess: (saved) => {
      queryClient.setQueryData(curationKey, saved);
      // The members' pages lock and unlock by it.
      void queryClient.invalidateQueries({ queryKey: ['gallery', 'photos'] });
    },
  });
}
