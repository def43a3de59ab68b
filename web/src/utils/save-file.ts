/** Saves a Blob as a file named `fileName` (the browser's download), through an object URL. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
