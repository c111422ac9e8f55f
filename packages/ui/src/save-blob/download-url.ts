/**
 * Starts the browser's own download of a URL: a link with `download`, clicked and removed. For a server's
 * URL the browser streams the answer to disk and shows its progress; an empty `fileName` keeps the name
 * the answer's `Content-Disposition` gives.
 *
 * @example
 * downloadUrl('/api/getPDFmultipleBHA?selected=%5B%22NW-BHA1%22%5D');
 * downloadUrl(URL.createObjectURL(blob), 'InventoryTally.csv');
 */
export function downloadUrl(url: string, fileName = ''): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
