/**
 * GET /utility/business-stats and GET /utility/conversation-stats (admins): the Business and
 * Conversations tabs' figures, one answer per filter set (no pages).
 */
import type { BusinessStats, ConversationStats, businessStatsEndpoints } from '@bela/contracts/analytics-business';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { QueryView } from '../utils/analytics-view';
import { figuresQuery, type FiguresQuery } from '../utils/business-figures';
import { analyticsKeys } from './query-keys';

type Endpoints = typeof businessStatsEndpoints;

export function getBusinessStats(query: FiguresQuery, signal?: AbortSignal): Promise<BusinessStats> {
  return apiGet<Endpoints['businessStats']>('/utility/business-stats', query, { signal });
}

export function getConversationStats(query: FiguresQuery, signal?: AbortSignal): Promise<ConversationStats> {
  return apiGet<Endpoints['conversationStats']>('/utility/conversation-stats', query, { signal });
}

export const getBusinessStatsQueryOptions = (view: QueryView) =>
  queryOptions({ queryKey: analyticsKeys.stats('business', view), queryFn: ({ signal }) => getBusinessStats(figuresQuery(view), signal) });

export const getConversationStatsQueryOptions = (view: QueryView) =>
  queryOptions({ queryKey: analyticsKeys.stats('conversations', view), queryFn: ({ signal }) => getConversationStats(figuresQuery(view), signal) });

/** Earlier figures stay on screen (dimmed) while those of new filters load. */
export const useBusinessStats = (view: QueryView) => useQuery({ ...getBusinessStatsQueryOptions(view), placeholderData: keepPreviousData });
export const useConversationStats = (view: QueryView) => useQuery({ ...getConversationStatsQueryOptions(view), placeholderData: keepPreviousData });
