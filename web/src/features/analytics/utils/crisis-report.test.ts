import { describe, expect, it } from 'vitest';
import { CRISIS_PROTOCOL_PARAGRAPHS } from './crisis-protocol';
import { crisisReport, crisisReportCsv, crisisReportFileName, crisisReportHtml, crisisReportQuery } from './crisis-report';

describe('the SB 243 yearly crisis report', () => {
  it('asks for the whole calendar year in UTC, live records only', () => {
    expect(crisisReportQuery(2025)).toEqual({ startDate: '2025-01-01T00:00:00.000Z', endDate: '2025-12-31T23:59:59.999Z', environment: 'live' });
    // This year's stops at tomorrow's end, the latest the server takes (decision 0024).
    expect(crisisReportQuery(2026, new Date('2026-06-15T10:00:00Z')).endDate).toBe('2026-06-16T23:59:59.999Z');
  });

  it('has the twelve months of the year, a month the answer leaves out counting 0, and ignores other years', () => {
    const report = crisisReport(2025, [
      { month: '2024-12', crisisCards: 9 },
      { month: '2025-03', crisisCards: 2 },
      { month: '2025-12', crisisCards: 5 },
    ]);
    expect(report.months).toHaveLength(12);
    expect(report.months[0]).toEqual({ month: '2025-01', crisisCards: 0 });
    expect(report.months[2]).toEqual({ month: '2025-03', crisisCards: 2 });
    expect(report.months[11]).toEqual({ month: '2025-12', crisisCards: 5 });
    expect(report.total).toBe(7);
  });

  it('writes one CSV row per month and the total', () => {
    const csv = crisisReportCsv(crisisReport(2025, [{ month: '2025-03', crisisCards: 2 }, { month: '2025-12', crisisCards: 5 }]));
    expect(csv).toBe(
      [
        'Month,Crisis cards shown',
        '2025-01,0',
        '2025-02,0',
        '2025-03,2',
        '2025-04,0',
        '2025-05,0',
        '2025-06,0',
        '2025-07,0',
        '2025-08,0',
        '2025-09,0',
        '2025-10,0',
        '2025-11,0',
        '2025-12,5',
        '2025 total,7',
        '',
      ].join('\r\n'),
    );
    expect(crisisReportFileName(2025, 'csv')).toBe('bela-sb243-crisis-report-2025.csv');
  });

  it('builds a print-ready page with the counts, the total and the protocol text, escaped, and nothing personal', () => {
    const html = crisisReportHtml(crisisReport(2025, [{ month: '2025-03', crisisCards: 2 }]), '2026-01-05');
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<title>Bela crisis report 2025 (California SB 243)</title>');
    expect(html).toContain('<th scope="row">January</th><td>0</td>');
    expect(html).toContain('<th scope="row">March</th><td>2</td>');
    expect(html).toContain('<th scope="row">Total 2025</th><td>2</td>');
    expect(html).toContain('Generated on 2026-01-05.');
    expect(html).toContain('@media print');
    for (const paragraph of CRISIS_PROTOCOL_PARAGRAPHS) expect(html).toContain(`<p>${paragraph.replace(/&/g, '&amp;')}</p>`);
    expect(html).toContain('988 Suicide &amp; Crisis Lifeline');
    expect(html).toContain('findahelpline.com');
    expect(html).not.toMatch(/@[a-z]+\./i);
  });

  it('describes the protocol the server follows: detection, 988, the emergency number and findahelpline.com', () => {
    const text = CRISIS_PROTOCOL_PARAGRAPHS.join(' ');
    for (const part of ['suicidal ideation', 'self-harm', '988', '911', 'emergency number', 'findahelpline.com', 'AI']) expect(text).toContain(part);
  });
});
