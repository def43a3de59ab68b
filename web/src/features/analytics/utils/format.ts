/** Display text for the dashboard: dates, counts and the labels of stored values. */
import type { ActionType } from '@bela/contracts/analytics';
import { parseDay } from './analytics-view';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const shortDay = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', year: 'numeric' });

/** An event time in the viewer's zone, e.g. 'May 14, 2026, 3:04 PM'. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** A day of a per-day series (the server counts UTC days), e.g. 'May 14'. */
export function formatSeriesDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : shortDay.format(date);
}

/** The chosen period, e.g. 'Apr 15, 2026 – May 14, 2026'. */
export function formatPeriod(startDate: string, endDate: string): string {
  const start = parseDay(startDate);
  const end = parseDay(endDate);
  if (!start || !end) return '';
  return `${longDay.format(start)} – ${longDay.format(end)}`;
}

export const formatCount = (value: number) => value.toLocaleString('en-US');

export const formatPercent = (value: number | null) => (value === null ? '–' : `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`);

export const actionTypeLabels: Record<ActionType, string> = {
  join_click: 'Join click',
  signup_start: 'Sign-up started',
  signup_step: 'Sign-up step',
  signup_complete: 'Sign-up completed',
  signup_abandon: 'Sign-up abandoned',
  photo_moment_shown: 'Photo moment shown',
  photo_moment_upgrade_click: 'Upgrade click on a photo',
};

/** 'desktop' → 'Desktop', 'google' → 'Google'; empty for nothing. */
export function capitalize(value: string | null | undefined): string {
  return value ? value.charAt(0).toUpperCase() + value.slice(1) : '';
}

/**
 * 'Live' or 'Test', with '· flagged' for a record flagged as test data (an admin's or a test
 * account's), which the Live filter leaves out whatever its environment.
 */
export function environmentLabel(row: { environment: 'live' | 'test'; isTest: boolean }): string {
  const name = row.environment === 'live' ? 'Live' : 'Test';
  return row.isTest ? `${name} · flagged` : name;
}

export function outcomeLabel(success: boolean | 'unknown'): string {
  if (success === 'unknown') return 'Unknown';
  return success ? 'Success' : 'Failed';
}
