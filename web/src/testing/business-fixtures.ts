/** Answers of GET /utility/business-stats and /utility/conversation-stats, typed by the contracts. */
import { businessStatsEndpoints, type BusinessFigures, type BusinessStats, type ConversationFigures, type ConversationStats } from '@bela/contracts/analytics-business';
import { onApi, queriesTo } from './api-handlers';

const period = { startDate: '2026-05-13', endDate: '2026-05-14', previousStartDate: '2026-05-11', previousEndDate: '2026-05-12' };

export function businessFigures(overrides: Partial<BusinessFigures> = {}): BusinessFigures {
  return {
    payingMembers: 0,
    mrrCents: 0,
    trialsActive: 0,
    trialsStarted: 0,
    trialConversions: 0,
    trialConversionRate: null,
    newSubscriptions: 0,
    cancellationsScheduled: 0,
    cancellations: 0,
    churnRate: null,
    payments: 0,
    revenueCents: 0,
    failedPayments: 0,
    refunds: 0,
    disputes: 0,
    photoMomentsShown: 0,
    photoUpgradeClicks: 0,
    photoSubscriptions: 0,
    complimentaryMonths: 0,
    ...overrides,
  };
}

export function businessStatsAnswer(overrides: Partial<BusinessStats> = {}): BusinessStats {
  return { period, current: businessFigures(), previous: businessFigures(), currency: 'usd', byDay: [], ...overrides };
}

export function conversationFigures(overrides: Partial<ConversationFigures> = {}): ConversationFigures {
  return {
    memberDays: 0,
    messagesSent: 0,
    replies: 0,
    repliesStopped: 0,
    repliesRegenerated: 0,
    messagesEdited: 0,
    modelErrors: 0,
    modelErrorRate: null,
    messagesPerMemberDay: null,
    medianMessagesPerMemberDay: null,
    crisisCards: 0,
    checkInsSent: 0,
    checkInsOpened: 0,
    checkInReplies: 0,
    returnRateCheckInsOn: null,
    returnRateCheckInsOff: null,
    ...overrides,
  };
}

export function conversationStatsAnswer(overrides: Partial<ConversationStats> = {}): ConversationStats {
  return { period, current: conversationFigures(), previous: conversationFigures(), byDay: [], crisisCardsByMonth: [], ...overrides };
}

/** The two figures endpoints, each answered by its function (empty figures unless given). */
export function businessApi(
  answers: { business?: (query: URLSearchParams) => BusinessStats | Promise<BusinessStats>; conversations?: (query: URLSearchParams) => ConversationStats | Promise<ConversationStats> } = {},
) {
  return {
    handlers: [
      onApi(businessStatsEndpoints.businessStats, ({ query }) => (answers.business ?? (() => businessStatsAnswer()))(query)),
      onApi(businessStatsEndpoints.conversationStats, ({ query }) => (answers.conversations ?? (() => conversationStatsAnswer()))(query)),
    ],
    get businessQueries() {
      return queriesTo(businessStatsEndpoints.businessStats.path);
    },
    get conversationQueries() {
      return queriesTo(businessStatsEndpoints.conversationStats.path);
    },
  };
}
