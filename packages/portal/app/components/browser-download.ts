/**
 * Downloads by navigation, for archives that may be large (the BHA reports zip, 'Download Selected'): the
 * server streams the answer with `Content-Disposition: attachment` and the browser writes it to disk itself,
 * showing its own progress, instead of script holding the whole archive in memory first. The page stays.
 * A refusal the server answers instead of the file shows as a failed download in the browser. A GET
 * download is ui's `downloadUrl`; a POST needs a form.
 */

/**
 * Starts the browser's own download of a POST answer: a form with the fields as hidden inputs, submitted
 * by the browser (not fetched by script).
 *
 * @example
 * postThroughBrowser('/delivery/zip', { intent: 'zip', selected: '["NW-BDT1"]' });
 */
export function postThroughBrowser(action: string, fields: Record<string, string>): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = action;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  form.remove();
}
