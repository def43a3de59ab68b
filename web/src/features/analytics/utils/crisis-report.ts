/**
 * The SB 243 yearly crisis report: how many crisis cards Bela showed in each month of a calendar
 * year, with the published crisis protocol. Counts only: no member, no message.
 */
import type { ConversationStats } from '@bela/contracts/analytics-business';
import { buildCsv, type CsvColumn } from './csv';
import { CRISIS_PROTOCOL_PARAGRAPHS, CRISIS_PROTOCOL_TITLE } from './crisis-protocol';
import type { FiguresQuery } from './business-figures';

export interface CrisisReport {
  year: number;
  /** The twelve months, 'YYYY-MM', January first. */
  months: Array<{ month: string; crisisCards: number }>;
  total: number;
}

/**
 * The whole calendar year in UTC (the server counts UTC months), live records only; this year's up
 * to the latest moment statistics may be asked for (tomorrow's end: decision 0024).
 */
export function crisisReportQuery(year: number, now: Date = new Date()): FiguresQuery {
  const yearEnd = new Date(`${year}-12-31T23:59:59.999Z`);
  const latest = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 2) - 1);
  return { startDate: `${year}-01-01T00:00:00.000Z`, endDate: (yearEnd < latest ? yearEnd : latest).toISOString(), environment: 'live' };
}

/** The year's twelve months from the answer; a month the answer leaves out counts 0. */
export function crisisReport(year: number, byMonth: ConversationStats['crisisCardsByMonth']): CrisisReport {
  const counts = new Map(byMonth.map((entry) => [entry.month, entry.crisisCards]));
  const months = Array.from({ length: 12 }, (_, index) => {
    const month = `${year}-${String(index + 1).padStart(2, '0')}`;
    return { month, crisisCards: counts.get(month) ?? 0 };
  });
  return { year, months, total: months.reduce((sum, entry) => sum + entry.crisisCards, 0) };
}

const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });

/** 'January' for '2026-01'. */
export const monthLabel = (month: string) => monthName.format(new Date(`${month}-01T00:00:00Z`));

type CsvRow = { month: string; crisisCards: string };
const csvColumns: CsvColumn<CsvRow>[] = [
  { header: 'Month', value: (row) => row.month },
  { header: 'Crisis cards shown', value: (row) => row.crisisCards },
];

/** One row per month, then the year's total. */
export function crisisReportCsv(report: CrisisReport): string {
  const rows: CsvRow[] = report.months.map((entry) => ({ month: entry.month, crisisCards: String(entry.crisisCards) }));
  rows.push({ month: `${report.year} total`, crisisCards: String(report.total) });
  return buildCsv(csvColumns, rows);
}

export const crisisReportFileName = (year: number, extension: 'csv' | 'html') => `bela-sb243-crisis-report-${year}.${extension}`;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A standalone page, ready to print: the counts by month, the total and the protocol. */
export function crisisReportHtml(report: CrisisReport, generatedOn: string): string {
  const title = `Bela crisis report ${report.year} (California SB 243)`;
  const rows = report.months
    .map((entry) => `<tr><th scope="row">${escapeHtml(monthLabel(entry.month))}</th><td>${entry.crisisCards}</td></tr>`)
    .join('\n');
  const protocol = CRISIS_PROTOCOL_PARAGRAPHS.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)}</title>
<style>
body { font-family: system-ui, sans-serif; color: #1a1a1a; max-width: 44rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5; }
table { border-collapse: collapse; width: 100%; margin: 1rem 0; }
th, td { border: 1px solid #999; padding: 0.35rem 0.6rem; text-align: left; }
td { text-align: right; font-variant-numeric: tabular-nums; }
tfoot th, tfoot td { font-weight: 700; }
@media print { body { margin: 0; max-width: none; } }
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p>Crisis cards Bela showed in ${report.year}, by calendar month (UTC), from live use only. The report holds counts only: no member, no message and no personal data. Generated on ${escapeHtml(generatedOn)}.</p>
<table>
<caption>Crisis cards shown per month in ${report.year}</caption>
<thead><tr><th scope="col">Month</th><th scope="col">Crisis cards shown</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><th scope="row">Total ${report.year}</th><td>${report.total}</td></tr></tfoot>
</table>
<h2>${escapeHtml(CRISIS_PROTOCOL_TITLE)}</h2>
${protocol}
</body>
</html>
`;
}
