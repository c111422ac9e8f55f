import { Chip } from '@rigready/ui';
import type { ImportRunPage } from '../../server/pages/import-run-page.server.js';
import { FactList } from '../fact-list.js';
import { COUNTS_NOTE, ROWS_READ } from './import-counts.js';
import { importProgressText } from './import-progress-text.js';
import { importStatusColour } from './import-status.js';

const figure = (value: number | null) => (value === null ? '–' : value.toLocaleString('en-GB'));

/**
 * The facts of one run: status, source, who, start, end, duration and its summed counts; while it runs,
 * the file being read and how far.
 *
 * @example
 * <ImportRunFacts page={loaderData} />
 */
export function ImportRunFacts({ page }: { page: ImportRunPage }) {
  const { run, finished, progress } = page;
  const facts: [string, string][] = [
    ['Source', run.source],
    ['By', run.actor],
    ['Started', run.when],
    ['Finished', finished ?? 'not yet'],
    ['Duration', run.duration ?? 'under way'],
    [ROWS_READ, figure(run.rows)],
    ['Added', figure(run.added)],
    ['Changed', figure(run.changed)],
    ['Unchanged', figure(run.unchanged)],
    ['Deleted', figure(run.deleted)],
    ['Problems', figure(run.problems)],
  ];
  return (
    <>
      <p className="rr-imports__status">
        <Chip color={importStatusColour(run.status)}>{run.statusLabel}</Chip>
        {progress ? <span role="status">{importProgressText(progress)}</span> : null}
      </p>
      <FactList className="rr-imports__facts" facts={facts} />
      <p>{COUNTS_NOTE}</p>
    </>
  );
}
