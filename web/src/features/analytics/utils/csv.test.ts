import { describe, expect, it } from 'vitest';
import { buildCsv, csvCell, csvFileName, type CsvColumn } from './csv';

describe('csvCell', () => {
  it('leaves plain text alone', () => {
    expect(csvCell('/signup')).toBe('/signup');
    expect(csvCell('')).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('Join, now')).toBe('"Join, now"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+cmd')).toBe("'+cmd");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-2+3')).toBe("'-2+3");
  });

  it('keeps signed numbers as numbers', () => {
    expect(csvCell('-12')).toBe('-12');
    expect(csvCell('+3.5')).toBe('+3.5');
  });
});

describe('buildCsv', () => {
  interface Row {
    name: string;
    count: number;
  }
  const columns: CsvColumn<Row>[] = [
    { header: 'Name', value: (row) => row.name },
    { header: 'Count, total', value: (row) => String(row.count) },
  ];

  it('writes the header and one line per row, CRLF-terminated', () => {
    expect(buildCsv(columns, [{ name: 'Ada', count: 3 }, { name: 'Lovelace, "A"', count: 0 }])).toBe(
      'Name,"Count, total"\r\nAda,3\r\n"Lovelace, ""A""",0\r\n',
    );
  });

  it('writes only the header for no rows', () => {
    expect(buildCsv(columns, [])).toBe('Name,"Count, total"\r\n');
  });
});

describe('csvFileName', () => {
  it('names the tab and the day', () => {
    expect(csvFileName('Page Visits', '2026-05-14')).toBe('bela-page-visits-2026-05-14.csv');
    expect(csvFileName('User Actions & Signup Funnel', '2026-01-02')).toBe('bela-user-actions-and-signup-funnel-2026-01-02.csv');
  });
});
