/**
 * The Business and Conversations tabs (issue 25): their query, money as USD from cents, and the
 * daily figures' columns, which the table on screen and the CSV export share.
 */
import type { BusinessStats, ConversationStats, businessStatsEndpoints } from '@bela/contracts/analytics-business';
import type { RequestQuery } from '@bela/contracts/endpoint';
import type { QueryView } from './analytics-view';
import { formatCount, formatSeriesDay } from './format';
import { periodQuery } from './stats-query';
import type { TableColumn } from './table-columns';

export type FiguresQuery = RequestQuery<(typeof businessStatsEndpoints)['businessStats']>;

/** The period and the environment: the figures take no paging and no other filter. */
export function figuresQuery(view: QueryView): FiguresQuery {
  return { ...periodQuery(view.filters), environment: view.environment };
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Cents as dollars on screen: 123456 → '$1,234.56'. */
export const formatUsd = (cents: number) => usd.format(cents / 100);

/** Cents as dollars in a CSV cell, without grouping: 123456 → '1234.56'. */
export const csvDollars = (cents: number) => (cents / 100).toFixed(2);

/** A ratio with one decimal, or '–' when there is nothing to divide by. */
export const formatRatio = (value: number | null) => (value === null ? '–' : value.toLocaleString('en-US', { maximumFractionDigits: 1 }));

export type BusinessDay = BusinessStats['byDay'][number] & { id: string };
export type ConversationDay = ConversationStats['byDay'][number] & { id: string };

/** The rows of a daily series, newest first as the other tables, with the id the table keys on. */
export function dailyRows<Day extends { date: string }>(byDay: readonly Day[]): Array<Day & { id: string }> {
  return [...byDay].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0)).map((day) => ({ ...day, id: day.date }));
}

const dayColumn = <Row extends { date: string }>(): TableColumn<Row> => ({
  key: 'date',
  header: 'Date',
  value: (row) => row.date,
  display: (row) => formatSeriesDay(row.date),
});

const countColumn = <Row,>(key: keyof Row & string, header: string): TableColumn<Row> => ({
  key,
  header,
  value: (row) => String(row[key]),
  display: (row) => formatCount(Number(row[key])),
});

const moneyColumn = <Row,>(key: keyof Row & string, header: string): TableColumn<Row> => ({
  key,
  header,
  value: (row) => csvDollars(Number(row[key])),
  display: (row) => formatUsd(Number(row[key])),
});

export const businessDayColumns: TableColumn<BusinessDay>[] = [
  dayColumn(),
  countColumn('payingMembers', 'Paying members'),
  moneyColumn('mrrCents', 'MRR (USD)'),
  countColumn('trialsActive', 'Trials active'),
  countColumn('trialsStarted', 'Trials started'),
  countColumn('newSubscriptions', 'New subscriptions'),
  countColumn('cancellations', 'Cancellations'),
  moneyColumn('revenueCents', 'Revenue (USD)'),
  countColumn('failedPayments', 'Failed payments'),
  countColumn('refunds', 'Refunds'),
  countColumn('disputes', 'Disputes'),
];

export const conversationDayColumns: TableColumn<ConversationDay>[] = [
  dayColumn(),
  countColumn('membersChatted', 'Members who chatted'),
  countColumn('messagesSent', 'Messages sent'),
  countColumn('replies', 'Replies'),
  countColumn('repliesStopped', 'Replies stopped'),
  countColumn('repliesRegenerated', 'Replies regenerated'),
  countColumn('modelErrors', 'Model errors'),
  countColumn('crisisCards', 'Crisis cards'),
];
