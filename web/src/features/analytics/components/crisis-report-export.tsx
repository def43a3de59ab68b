import FileDownloadOutlined from '../../../components/icons/material/file-download-outlined';
import PrintOutlined from '../../../components/icons/material/print-outlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { getConversationStats } from '../api/get-business-stats';
import { isoDay } from '../utils/analytics-view';
import { crisisReport, crisisReportCsv, crisisReportFileName, crisisReportHtml, crisisReportQuery, type CrisisReport } from '../utils/crisis-report';
import { downloadText } from '../utils/download-file';
import { formatCount } from '../utils/format';
import { toLoadError } from '../utils/load-error';

/** The years offered: this one and the four before it. */
const YEARS_OFFERED = 5;

/** Opens the print-ready report in a new tab, from a Blob URL (nothing leaves the browser). */
function openPrintable(html: string): void {
  const url = URL.createObjectURL(new Blob([html], { type: 'text/html;charset=utf-8' }));
  window.open(url, '_blank', 'noopener');
  // Kept a minute so the new tab can load it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * 'Export the yearly crisis report' (California SB 243): the crisis cards shown in each month of
 * a calendar year, live use only, as CSV and as a print-ready page with the crisis protocol.
 * Whatever the filters and environment above, it asks for the whole year, live.
 */
export function CrisisReportExport() {
  const titleId = useId();
  const [currentYear] = useState(() => new Date().getFullYear());
  const [year, setYear] = useState(currentYear);
  const load = useMutation({
    mutationFn: async (chosen: number): Promise<CrisisReport> => crisisReport(chosen, (await getConversationStats(crisisReportQuery(chosen))).crisisCardsByMonth),
  });
  const report = load.data?.year === year ? load.data : null;
  const years = Array.from({ length: YEARS_OFFERED }, (_, index) => currentYear - index);

  return (
    <Paper component="section" aria-labelledby={titleId} elevation={0} sx={{ mt: 3, p: { xs: 2, sm: 2.5 }, border: 1, borderColor: 'divider', minWidth: 0 }}>
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        SB 243 yearly crisis report
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        Crisis cards shown in each month of a calendar year (UTC), from live use only, with the published crisis protocol. Counts only: no member and no message.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mt: 2 }}>
        <TextField
          label="Report year"
          size="small"
          value={year}
          onChange={(event) => setYear(Number(event.target.value))}
          select
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 120 }}
        >
          {years.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </TextField>
        <Button
          variant="contained"
          onClick={() => load.mutate(year)}
          disabled={load.isPending}
          aria-busy={load.isPending}
          startIcon={load.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          Export the yearly crisis report
        </Button>
      </Box>
      <Box sx={{ mt: 2 }}>
        {/* Only the outcome is announced, not the buttons that follow it. */}
        {/* The error is an alert of its own. */}
        {load.isError && <Alert severity="error">Could not load the crisis report: {toLoadError(load.error).message}</Alert>}
        <Box role="status">
          {report && (
            <Typography>
              {report.year}: {formatCount(report.total)} crisis {report.total === 1 ? 'card' : 'cards'} shown.
            </Typography>
          )}
        </Box>
        {report && (
          <Box sx={{ display: 'grid', gap: 1.5, mt: 1.5 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
              <Button
                variant="outlined"
                size="small"
                startIcon={<FileDownloadOutlined />}
                onClick={() => downloadText(crisisReportFileName(report.year, 'csv'), crisisReportCsv(report))}
              >
                Download the report (CSV)
              </Button>
              <Button variant="outlined" size="small" startIcon={<PrintOutlined />} onClick={() => openPrintable(crisisReportHtml(report, isoDay(new Date())))}>
                Open the print-ready report
              </Button>
            </Box>
          </Box>
        )}
      </Box>
    </Paper>
  );
}
