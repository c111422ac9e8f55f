import type { BhaReportParams } from '@rigready/core';
import { downloadUrl } from '@rigready/ui';

/**
 * Downloads the selected BHA reports as rigready_bha_reports.zip through the browser's own download
 * (GET /api/getPDFmultipleBHA, streamed); throws when nothing is selected, so the caller's snackbar shows.
 *
 * @example
 * downloadBhaReportsZip([{ type: 'Multi', report_id: 'R-88' }]);
 */
export function downloadBhaReportsZip(selected: readonly BhaReportParams[]): void {
  if (selected.length === 0) throw new Error('nothing selected');
  const query = new URLSearchParams({ selected: JSON.stringify(selected) });
  downloadUrl(`/api/getPDFmultipleBHA?${query}`);
}
