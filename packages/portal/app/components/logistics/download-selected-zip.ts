import { saveBlob } from '@rigready/ui';

/**
 * 'Download Selected' of a BHA list: posts the selected numbers to the page's own zip action and saves the
 * answer; rejects when the server refuses, so the caller's document snackbar shows.
 *
 * @example
 * await downloadSelectedZip('/preinvoice', ['NW-BPI1'], 'pre_invoices.zip');
 */
export async function downloadSelectedZip(
  page: string,
  selected: readonly string[],
  fileName: string,
): Promise<void> {
  if (selected.length === 0) throw new Error('nothing selected');
  const body = new FormData();
  body.set('intent', 'zip');
  body.set('selected', JSON.stringify(selected));
  const response = await fetch(page, { method: 'POST', body, credentials: 'same-origin' });
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.ok || !type.includes('zip')) throw new Error(`the zip was refused (${response.status})`);
  saveBlob(await response.blob(), fileName);
}
