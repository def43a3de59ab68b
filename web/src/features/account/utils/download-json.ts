/** Saves `data` as a pretty-printed JSON file named `fileName` (the browser's download). */
export function downloadJson(data: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
