/**
 * The admin's Business and Conversations figures (issue 25): counts only, from counters the server
 * keeps (the subscription sync, the Stripe webhook, the sign-up, the chat); no personal data and no
 * message text.
 */
import { z } from 'zod';
import { environmentFilters, statsPeriodFields, withStatsPeriodRule } from './analytics';
import { endpoint } from './endpoint';

/** The period and environment, as the other statistics calls take them (without paging). */
export const businessStatsQuery = withStatsPeriodRule(
  z.object({
    ...statsPeriodFields,
    environment: z.enum(environmentFilters).default('all'),
  }),
);
export type BusinessStatsQuery = z.input<typeof businessStatsQuery>;

const count = z.number().int();
/** A share in percent, one decimal; null when there is nothing to divide by. */
const rate = z.number().nullable();

const periodBounds = z.object({
  startDate: z.string(),
  endDate: z.string(),
  previousStartDate: z.string(),
  previousEndDate: z.string(),
});

/** One period's business figures. Amounts are in cents of the subscription's currency. */
export const businessFigures = z.object({
  /** Members paying at the end of the period (a gauge). */
  payingMembers: count,
  /** Monthly recurring revenue at the end of the period: paying members times the monthly price. */
  mrrCents: count,
  /** Members in their free trial on the period's last day (a gauge, to the day). */
  trialsActive: count,
  trialsStarted: count,
  /** First subscriptions of members who had never paid. */
  trialConversions: count,
  /** trialConversions / trialsStarted of the period, in percent. */
  trialConversionRate: rate,
  newSubscriptions: count,
  /** Cancellations scheduled for the period's end (cancel at period end turned on). */
  cancellationsScheduled: count,
  /** Subscriptions that ended. */
  cancellations: count,
  /** cancellations / (paying members at the start of the period + newSubscriptions), in percent. */
  churnRate: rate,
  /** Successful charges and what they collected. */
  payments: count,
  revenueCents: count,
  failedPayments: count,
  refunds: count,
  disputes: count,
  /** Photos Bela shared in chat (issue 42), upgrade clicks on a locked one, subscriptions started within 24 hours of such a click. */
  photoMomentsShown: count,
  photoUpgradeClicks: count,
  photoSubscriptions: count,
  /** Complimentary months admins granted in the period (never subscriptions: counted apart). */
  complimentaryMonths: count,
});
export type BusinessFigures = z.infer<typeof businessFigures>;

export const businessDay = z.object({
  date: z.string(),
  payingMembers: count,
  mrrCents: count,
  trialsActive: count,
  trialsStarted: count,
  newSubscriptions: count,
  cancellations: count,
  revenueCents: count,
  failedPayments: count,
  refunds: count,
  disputes: count,
});

export const businessStats = z.object({
  period: periodBounds,
  current: businessFigures,
  previous: businessFigures,
  currency: z.string(),
  byDay: z.array(businessDay),
});
export type BusinessStats = z.infer<typeof businessStats>;

/** One period's chat figures: counts only, never a message's text or a member's identity. */
export const conversationFigures = z.object({
  /** Members who chatted, added up day by day (a member who chatted on three days counts three). */
  memberDays: count,
  /** The member's own messages: sent, and edited ones again. */
  messagesSent: count,
  replies: count,
  repliesStopped: count,
  repliesRegenerated: count,
  messagesEdited: count,
  modelErrors: count,
  /** modelErrors / (replies + modelErrors), in percent. */
  modelErrorRate: rate,
  /** messagesSent / memberDays: the mean a member sends on a day they chat (one decimal). */
  messagesPerMemberDay: z.number().nullable(),
  /**
   * The median of the messages a member sends on a day they chat (member-days, as `memberDays`);
   * a half when the two middle days differ.
   */
  medianMessagesPerMemberDay: z.number().nullable(),
  crisisCards: count,
  /** Check-ins (issue 44): sent by Bela, opened from a notification, and replied to within an hour. */
  checkInsSent: count,
  checkInsOpened: count,
  checkInReplies: count,
  /**
   * The 7-day return rate of members with check-ins on, and of those with them off: of the
   * member-days (a member's first message of a day), the share that came within 7 days of the
   * member's previous message, in percent; null without member-days.
   */
  returnRateCheckInsOn: rate,
  returnRateCheckInsOff: rate,
});
export type ConversationFigures = z.infer<typeof conversationFigures>;

export const conversationDay = z.object({
  date: z.string(),
  membersChatted: count,
  messagesSent: count,
  replies: count,
  repliesStopped: count,
  repliesRegenerated: count,
  modelErrors: count,
  crisisCards: count,
});

export const conversationStats = z.object({
  period: periodBounds,
  current: conversationFigures,
  previous: conversationFigures,
  byDay: z.array(conversationDay),
  /** Crisis cards shown in each calendar month (UTC) the period touches, oldest first. */
  crisisCardsByMonth: z.array(z.object({ month: z.string(), crisisCards: count })),
});
export type ConversationStats = z.infer<typeof conversationStats>;

export const businessStatsEndpoints = {
  businessStats: endpoint({
    method: 'GET',
    path: '/utility/business-stats',
    access: 'admin',
    summary:
      'Paying members, trials, new subscriptions, cancellations, churn, MRR, revenue, failed payments, refunds and disputes for the period and the one before, with a daily series; from counters the subscription sync, the Stripe webhook and the sign-up keep.',
    query: businessStatsQuery,
    response: businessStats,
  }),
  conversationStats: endpoint({
    method: 'GET',
    path: '/utility/conversation-stats',
    access: 'admin',
    summary:
      'Members who chatted, messages sent and replies given per day, replies stopped or regenerated, model errors and their rate, crisis cards shown per month; counts the chat keeps, never a message text.',
    query: businessStatsQuery,
    response: conversationStats,
  }),
};
