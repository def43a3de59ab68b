/** CSV export of the rows a table shows (RFC 4180: comma separated, CRLF, quotes doubled). */

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string;
}

/**
 * Quotes a cell when it holds a comma, quote or line break. A cell that a spreadsheet would run
 * as a formula (it starts with =, +, -, @ or a control character, and is not a plain number) gets
 * a leading apostrophe: names and e-mails here are typed by visitors.
 */
export function csvCell(value: string): string {
  const guarded = /^[=+\-@\t\r]/.test(value) && !/^[+-]?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

export function buildCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** 'bela-page-visits-2026-05-14.csv': the tab and the local day of the export. */
export function csvFileName(tabLabel: string, day: string): string {
  const slug = tabLabel
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `bela-${slug}-${day}.csv`;
}
