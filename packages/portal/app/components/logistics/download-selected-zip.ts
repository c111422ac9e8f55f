import { postThroughBrowser } from '../browser-download.js';

/**
 * 'Download Selected' of a BHA list: posts the selected numbers to the page's own zip action as a form the
 * browser submits, so the streamed zip goes through the browser's own download; throws when nothing is
 * selected, so the caller's document snackbar shows.
 *
 * @example
 * downloadSelectedZip('/preinvoice/zip', ['NW-BPI1']);
 */
export function downloadSelectedZip(action: string, selected: readonly string[]): void {
  if (selected.length === 0) throw new Error('nothing selected');
  postThroughBrowser(action, { intent: 'zip', selected: JSON.stringify(selected) });
}
