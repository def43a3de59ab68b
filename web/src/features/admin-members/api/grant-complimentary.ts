/** POST /utility/members/complimentary (admins): 30 more days of full access, never a Stripe subscription. */
import type { adminMembersEndpoints, ComplimentaryResult } from '@bela/contracts/admin-members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { adminMembersKeys } from './query-keys';

export function grantComplimentary(uid: string): Promise<ComplimentaryResult> {
  return apiPost<typeof adminMembersEndpoints.complimentary>('/utility/members/complimentary', { uid });
}

export function useGrantComplimentary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: adminMembersKeys.complimentary(),
    mutationFn: grantComplimentary,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminMembersKeys.auditLog }),
  });
}
