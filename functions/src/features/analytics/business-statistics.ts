/**
 * The admin's Business and Conversations figures: summed from the business counters
 * (stores/business-stats.ts) and the chat's (stores/chat-stats.ts) for the period and the period
 * of the same length before it, with a daily series.
 *
 * Paying members is a gauge kept as +1/-1 on each change: its value at the end of a day is the
 * value now less the changes counted after that day. MRR is paying members times the one monthly
 * price (Bela has one plan). Trials active on a day are the trials counted to end on it or later
 * (sign-ups count `trialsEnding` on their trial's last day; a payment before it takes that back),
 * plus those cut short after the day, less those started after it. Churn is the share of the members who paid during the period (paying
 * at its start, or subscribed in it) whose subscription ended in it.
 */
import { SUBSCRIPTION_CURRENCY, SUBSCRIPTION_PRICE_CENTS, WAITLIST_TRIAL_DAYS } from '@bela/contracts/constants';
import type { EnvironmentFilter } from '@bela/contracts/analytics';
import type { BusinessFigures, BusinessStats, ConversationFigures, ConversationStats } from '@bela/contracts/analytics-business';
import { dailyFigures, type BusinessDay, type BusinessStatsStore } from '../../stores/business-stats';
import { days as daysOf, period } from './statistics';
import { chatFigures, medianMessages, memberDayFigures, type ChatCounterFigure, type ChatStatsStore } from '../../stores/chat-stats';

export interface BusinessStatisticsDeps {
  businessStats: BusinessStatsStore;
  now: () => Date;
}

export interface BusinessPeriodQuery {
  startDate?: Date;
  endDate?: Date;
  environment: EnvironmentFilter;
}

const DAY_MS = 86_400_000;

const day = (d: Date) => d.toISOString().slice(0, 10);

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);

/** Each of `names` summed over the days from `from` to `to` (YYYY-MM-DD, both included). */
function sumDays<F extends string>(days: { date: string; figures: Record<F, number> }[], names: readonly F[], from: string, to: string): Record<F, number> {
  const sum = Object.fromEntries(names.map((f) => [f, 0])) as Record<F, number>;
  for (const { date, figures } of days) if (date >= from && date <= to) for (const f of names) sum[f] += figures[f];
  return sum;
}

const total = (days: BusinessDay[], from: string, to: string) => sumDays(days, dailyFigures, from, to);

export async function businessStats(deps: BusinessStatisticsDeps, query: BusinessPeriodQuery): Promise<BusinessStats> {
  const now = deps.now();
  const { from, to, previous } = period(query, now);
  // Trials end up to the longest trial ahead: their `trialsEnding` sits on those future days.
  const trialHorizon = new Date(now.getTime() + (WAITLIST_TRIAL_DAYS + 1) * DAY_MS);
  const last = to > trialHorizon ? to : trialHorizon;
  const [days, payingNow] = await Promise.all([
    deps.businessStats.daily(query.environment, previous.from, last),
    deps.businessStats.payingMembers(query.environment),
  ]);
  /** Paying members at the end of `date`: now, less every change counted after that day. */
  const payingAt = (date: string) => payingNow - days.filter((d) => d.date > date).reduce((n, d) => n + d.figures.payingDelta, 0);
  /** Members in a trial on `date`: see the file's comment. */
  const trialsOn = (date: string) =>
    days.reduce((n, d) => n + (d.date >= date ? d.figures.trialsEnding : 0) + (d.date > date ? d.figures.trialsConvertedEarly - d.figures.trialsStarted : 0), 0);
  const dayBefore = (d: Date) => day(new Date(Date.parse(day(d)) - DAY_MS));

  const figures = (start: Date, end: Date): BusinessFigures => {
    const t = total(days, day(start), day(end));
    const paying = payingAt(day(end));
    return {
      payingMembers: paying,
      mrrCents: paying * SUBSCRIPTION_PRICE_CENTS,
      trialsActive: trialsOn(day(end < now ? end : now)),
      trialsStarted: t.trialsStarted,
      trialConversions: t.trialConversions,
      trialConversionRate: percent(t.trialConversions, t.trialsStarted),
      newSubscriptions: t.newSubscriptions,
      cancellationsScheduled: t.cancellationsScheduled,
      cancellations: t.cancellations,
      churnRate: percent(t.cancellations, payingAt(dayBefore(start)) + t.newSubscriptions),
      payments: t.payments,
      revenueCents: t.revenueCents,
      failedPayments: t.failedPayments,
      refunds: t.refunds,
      disputes: t.disputes,
      photoMomentsShown: t.photoMomentsShown,
      photoUpgradeClicks: t.photoUpgradeClicks,
      photoSubscriptions: t.photoSubscriptions,
      complimentaryMonths: t.complimentaryMonths,
    };
  };

  return {
    period: {
      startDate: from.toISOString(),
      endDate: to.toISOString(),
      previousStartDate: previous.from.toISOString(),
      previousEndDate: previous.to.toISOString(),
    },
    current: figures(from, to),
    previous: figures(previous.from, previous.to),
    currency: SUBSCRIPTION_CURRENCY,
    byDay: daysOf(from, to).map((date) => {
      const t = total(days, date, date);
      const paying = payingAt(date);
      return {
        date,
        payingMembers: paying,
        mrrCents: paying * SUBSCRIPTION_PRICE_CENTS,
        trialsActive: trialsOn(date),
        trialsStarted: t.trialsStarted,
        newSubscriptions: t.newSubscriptions,
        cancellations: t.cancellations,
        revenueCents: t.revenueCents,
        failedPayments: t.failedPayments,
        refunds: t.refunds,
        disputes: t.disputes,
      };
    }),
  };
}

export interface ConversationStatisticsDeps {
  chatStats: ChatStatsStore;
  now: () => Date;
}

type ChatDays = { date: string; figures: Record<ChatCounterFigure, number> }[];
const chatTotal = (days: ChatDays, from: string, to: string) => sumDays(days, chatFigures, from, to);
const medianOf = (days: ChatDays, from: string, to: string) => medianMessages(sumDays(days, memberDayFigures, from, to));

/** The admin's Conversations figures, from the chat's daily counters (stores/chat-stats.ts). */
export async function conversationStats(deps: ConversationStatisticsDeps, query: BusinessPeriodQuery): Promise<ConversationStats> {
  const { from, to, previous } = period(query, deps.now());
  const days = await deps.chatStats.daily(query.environment, previous.from, to);
  const figures = (start: Date, end: Date): ConversationFigures => {
    const t = chatTotal(days, day(start), day(end));
    return {
      memberDays: t.membersChatted,
      messagesSent: t.messagesSent,
      replies: t.replies,
      repliesStopped: t.repliesStopped,
      repliesRegenerated: t.repliesRegenerated,
      messagesEdited: t.messagesEdited,
      modelErrors: t.modelErrors,
      modelErrorRate: percent(t.modelErrors, t.replies + t.modelErrors),
      messagesPerMemberDay: t.membersChatted > 0 ? Math.round((t.messagesSent / t.membersChatted) * 10) / 10 : null,
      medianMessagesPerMemberDay: medianOf(days, day(start), day(end)),
      crisisCards: t.crisisCards,
      checkInsSent: t.checkInsSent,
      checkInsOpened: t.checkInsOpened,
      checkInReplies: t.checkInReplies,
      returnRateCheckInsOn: percent(t.returnsCheckInsOn, t.memberDaysCheckInsOn),
      returnRateCheckInsOff: percent(t.returnsCheckInsOff, t.memberDaysCheckInsOff),
    };
  };
  const dates = daysOf(from, to);
  const months = [...new Set(dates.map((date) => date.slice(0, 7)))];
  return {
    period: { startDate: from.toISOString(), endDate: to.toISOString(), previousStartDate: previous.from.toISOString(), previousEndDate: previous.to.toISOString() },
    current: figures(from, to),
    previous: figures(previous.from, previous.to),
    byDay: dates.map((date) => {
      const t = chatTotal(days, date, date);
      return {
        date,
        membersChatted: t.membersChatted,
        messagesSent: t.messagesSent,
        replies: t.replies,
        repliesStopped: t.repliesStopped,
        repliesRegenerated: t.repliesRegenerated,
        modelErrors: t.modelErrors,
        crisisCards: t.crisisCards,
      };
    }),
    crisisCardsByMonth: months.map((month) => ({ month, crisisCards: chatTotal(days, `${month}-01`, `${month}-31`).crisisCards })),
  };
}
