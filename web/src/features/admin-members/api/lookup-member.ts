/**
 * POST /utility/members/lookup (admins): a member by e-mail. A mutation, not a query: each lookup
 * is an action the audit log records, so it runs when the admin asks, never on a refetch. The
 * address travels in the body, never in a URL.
 */
import type { adminMembersEndpoints, MemberDetails } from '@bela/contracts/admin-members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { adminMembersKeys } from './query-keys';

export function lookupMember(email: string): Promise<MemberDetails> {
  return apiPost<typeof adminMembersEndpoints.lookup>('/utility/members/lookup', { email });
}

export function useLookupMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: adminMembersKeys.lookup(),
    mutationFn: lookupMember,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminMembersKeys.auditLog }),
  });
}
