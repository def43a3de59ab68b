import FileDownloadOutlined from '../../../components/icons/material/file-download-outlined';
import Button from '@mui/material/Button';
import { buildCsv, csvFileName, type CsvColumn } from '../utils/csv';
import { isoDay } from '../utils/analytics-view';
import { downloadText } from '../utils/download-file';

interface ExportCsvButtonProps<Row> {
  /** The tab's name, for the file name. */
  tabLabel: string;
  columns: readonly CsvColumn<Row>[];
  /** Exactly the rows the table shows. */
  rows: readonly Row[];
}

/** 'Export CSV': the rows of the table on screen, in its columns. */
export function ExportCsvButton<Row>({ tabLabel, columns, rows }: ExportCsvButtonProps<Row>) {
  const onExport = () => downloadText(csvFileName(tabLabel, isoDay(new Date())), buildCsv(columns, rows));
  return (
    <Button variant="outlined" size="small" startIcon={<FileDownloadOutlined />} onClick={onExport} disabled={rows.length === 0} sx={{ whiteSpace: 'nowrap' }}>
      Export CSV
    </Button>
  );
}
