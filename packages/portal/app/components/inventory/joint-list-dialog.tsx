import { DrillDownListDialog } from '@rigready/ui';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { jointLabelChoice } from '../labels/joint-label-choice.js';
import { type LabelChoice, PrintLabelsDialog } from '../labels/print-labels-dialog.js';
import { requestJointsAction } from '../requests/request-form-href.js';
import { downloadRowsCsv } from './download-rows-csv.js';
import { pipeListColumns } from './pipe-list-columns.js';

/**
 * A joint list the URL asked for
 * (/inventory?location=…&item=…&asset=…&string=…&inspection=…&expires=…&class=…&dropping=…&below=…).
 */
export interface JointList {
  title: string;
  rows: Record<string, unknown>[];
}

/** The URL parameters that ask /inventory for a joint list. */
export const JOINT_LIST_PARAMS = [
  'location',
  'item',
  'asset',
  'string',
  'inspection',
  'expires',
  'class',
  'dropping',
  'below',
] as const;

// The list counts every site; the inventory table behind it shows one site at a time.
const EVERY_SITE =
  'These are your joints at every site. The inventory table behind this list shows one site at a time ' +
  '(chosen under Site), so its counts can be smaller.';

/**
 * The joints a link asked /inventory to list (the home page's figures and notifications open it), in the
 * drill-down dialog with its Excel export, Print labels and Request… for the ticked joints, saying that it counts
 * every site; closing it drops the list's parameters from the URL.
 *
 * @example
 * <JointListDialog list={loaderData.jointList} />
 */
export function JointListDialog({ list }: { list: JointList | null }) {
  const [, setParams] = useSearchParams();
  const shipped = list?.rows.some((row) => row.Current_Location === 'Shipped') ?? false;
  const columns = pipeListColumns(shipped);
  const [labels, setLabels] = useState<LabelChoice | null>(null);
  const navigate = useNavigate();
  return (
    <>
      <DrillDownListDialog
        open={list !== null}
        onOpenChange={(open) => {
          if (!open)
            setParams((current) => {
              const next = new URLSearchParams(current);
              for (const name of JOINT_LIST_PARAMS) next.delete(name);
              return next;
            });
        }}
        title={list?.title ?? ''}
        rows={list?.rows ?? []}
        columns={columns}
        note={EVERY_SITE}
        onExportExcel={() => downloadRowsCsv(list?.rows ?? [], columns)}
        selectionActions={[
          { label: 'Print labels', onRun: (ticked) => setLabels(jointLabelChoice(ticked)) },
          requestJointsAction(navigate),
        ]}
      />
      <PrintLabelsDialog choice={labels} onClose={() => setLabels(null)} />
    </>
  );
}
