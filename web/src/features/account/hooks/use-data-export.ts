/** 'Download my data': the account export saved as a JSON file. */
import { useExportAccountData } from '../api/export-account-data';
import { downloadJson } from '../utils/download-json';
import { exportFileName, serverMessageOr } from '../utils/account-messages';

const EXPORT_FAILED = 'Your data could not be downloaded. Please try again.';

export interface DataExport {
  run: () => void;
  exporting: boolean;
  error: string | null;
}

export function useDataExport(): DataExport {
  const { mutate, isPending, error } = useExportAccountData();
  const run = () => mutate(undefined, { onSuccess: (data) => downloadJson(data, exportFileName()) });
  return { run, exporting: isPending, error: error ? serverMessageOr(error, EXPORT_FAILED) : null };
}
