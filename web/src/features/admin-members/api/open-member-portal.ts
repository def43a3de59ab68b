/** POST /utility/members/portal (admins): a Stripe billing-portal session of the member's customer. */
import type { adminMembersEndpoints } from '@bela/contracts/admin-members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { adminMembersKeys } from './query-keys';

export async function openMemberPortal(uid: string): Promise<string> {
  const { url } = await apiPost<typeof adminMembersEndpoints.portal>('/utility/members/portal', { uid });
  const parsed = new URL(url, window.location.href);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error('The billing portal answered an address that cannot be opened.');
  return parsed.href;
}

export function useMemberPortal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: adminMembersKeys.portal(),
    mutationFn: openMemberPortal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminMembersKeys.auditLog }),
  });
}
