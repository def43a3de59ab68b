/**
 * The columns of the three tables. The CSV export uses the same columns and rows as the table on
 * screen; only the time is written as ISO 8601 there, so spreadsheets can sort it.
 */
import type { ActionRecord, LoginActivity, VisitRecord } from '@bela/contracts/analytics';
import type { CsvColumn } from './csv';
import { actionTypeLabels, capitalize, environmentLabel, formatDateTime, outcomeLabel } from './format';

export interface TableColumn<Row> extends CsvColumn<Row> {
  key: string;
  /** What the table shows, when it differs from the exported value. */
  display?: (row: Row) => string;
  /** Columns with a minimum width may wrap (free text); all others stay on one line. */
  minWidth?: number;
}

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

const timeColumn = <Row extends { timestamp: string }>(): TableColumn<Row> => ({
  key: 'time',
  header: 'Time',
  value: (row) => row.timestamp,
  display: (row) => formatDateTime(row.timestamp),
});

const environmentColumn = <Row extends { environment: 'live' | 'test'; isTest: boolean }>(): TableColumn<Row> => ({
  key: 'environment',
  header: 'Environment',
  value: environmentLabel,
});

export const visitColumns: TableColumn<VisitRecord>[] = [
  timeColumn(),
  { key: 'page', header: 'Page', value: (row) => row.page },
  { key: 'user', header: 'User', value: (row) => text(row.userEmail ?? row.userId) || 'Anonymous' },
  { key: 'device', header: 'Device', value: (row) => capitalize(row.deviceType) },
  { key: 'browser', header: 'Browser', value: (row) => text(row.browser) },
  { key: 'referrer', header: 'Referrer', value: (row) => text(row.referrer), minWidth: 220 },
  { key: 'ip', header: 'IP', value: (row) => text(row.ip) },
  environmentColumn(),
];

function actionDetail(row: ActionRecord): string {
  if (row.buttonText) return row.buttonText;
  return row.signupStep === null ? '' : capitalize(String(row.signupStep).replace(/_/g, ' '));
}

export const actionColumns: TableColumn<ActionRecord>[] = [
  timeColumn(),
  { key: 'action', header: 'Action', value: (row) => actionTypeLabels[row.actionType] ?? row.actionType, minWidth: 150 },
  { key: 'detail', header: 'Button / Step', value: actionDetail, minWidth: 140 },
  { key: 'method', header: 'Method', value: (row) => capitalize(row.signupMethod) },
  { key: 'user', header: 'User', value: (row) => text(row.userEmail ?? row.abandonedEmail) },
  { key: 'name', header: 'Name', value: (row) => text(row.abandonedDisplayName) },
  { key: 'error', header: 'Error', value: (row) => text(row.errorMessage), minWidth: 180 },
  { key: 'page', header: 'Page', value: (row) => text(row.page) },
  environmentColumn(),
];

export const loginColumns: TableColumn<LoginActivity>[] = [
  timeColumn(),
  { key: 'outcome', header: 'Outcome', value: (row) => outcomeLabel(row.success) },
  { key: 'method', header: 'Method', value: (row) => capitalize(row.loginMethod) },
  { key: 'email', header: 'Email', value: (row) => text(row.email) },
  { key: 'user', header: 'User ID', value: (row) => text(row.userId) },
  { key: 'device', header: 'Device', value: (row) => capitalize(row.deviceType) },
  { key: 'browser', header: 'Browser', value: (row) => text(row.browser) },
  { key: 'error', header: 'Error', value: (row) => text(row.errorMessage), minWidth: 180 },
  { key: 'ip', header: 'IP', value: (row) => text(row.ip) },
  environmentColumn(),
];
