/**
 * GET and POST /images/curation: the free photo for members who have not paid, and the landing's
 * teasers in order. Saving it changes what is locked on every member's gallery pages.
 */
import type { GalleryCuration, galleryEndpoints } from '@bela/contracts/gallery';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../lib/api-client';
import { photoKeys } from './keys';

export async function fetchCuration(signal?: AbortSignal): Promise<GalleryCuration> {
  const answer: Partial<GalleryCuration> = await apiGet<typeof galleryEndpoints.getCuration>('/images/curation', undefined, { signal });
  return { freePhotoId: answer.freePhotoId ?? null, teaserIds: Array.isArray(answer.teaserIds) ? answer.teaserIds : [] };
}

export const curationQueryOptions = () => queryOptions({ queryKey: photoKeys.curation(), queryFn: ({ signal }) => fetchCuration(signal) });

export const useCuration = () => useQuery(curationQueryOptions());

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
      queryClient.setQueryData(curationQueryOptions().queryKey, saved);
      // The members' pages lock and unlock by it.
      void queryClient.invalidateQueries({ queryKey: photoKeys.memberLists() });
    },
  });
}
