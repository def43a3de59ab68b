/** 'Download my data': the account export saved as a JSON file. */
import { useState } from 'react';
import { exportAccountData } from '../api/account-api';
import { exportFileName, serverMessageOr } from '../utils/account-messages';

export function useDataExport() {
  const [exporting, setExporting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setExporting(true);
    setError(null);
    try {
      const data = await exportAccountData();
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = exportFileName();
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (exportError) {
      setError(serverMessageOr(exportError, 'Your data could not be downloaded. Please try again.'));
    } finally {
      setExporting(false);
    }
  };
  return { run, exporting, error };
}
