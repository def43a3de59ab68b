/** GET /utility/audit-log (admins): the admins' actions, newest first, a page at a time ('Load more'); the server's page size. */
import type { adminAuditEndpoints, AuditLogPage } from '@bela/contracts/admin-members';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { adminMembersKeys } from './query-keys';

export function getAuditLog(cursor: string | undefined, signal?: AbortSignal): Promise<AuditLogPage> {
  return apiGet<typeof adminAuditEndpoints.auditLog>('/utility/audit-log', cursor ? { cursor } : {}, { signal });
}

export const getAuditLogQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: adminMembersKeys.auditLog,
    queryFn: ({ pageParam, signal }) => getAuditLog(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: AuditLogPage) => page.nextCursor ?? undefined,
  });

export const useAuditLog = () => useInfiniteQuery(getAuditLogQueryOptions());
