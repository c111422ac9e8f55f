import { DrillDownListDialog } from '@rigready/ui';
import { useSearchParams } from 'react-router';
import { downloadRowsCsv } from './download-rows-csv.js';
import { pipeListColumns } from './pipe-list-columns.js';

/** A joint list the URL asked for (/inventory?location=…&item=…&asset=…&inspection=…&class=…&dropping=…). */
export interface JointList {
  title: string;
  rows: Record<string, unknown>[];
}

/** The URL parameters that ask /inventory for a joint list. */
export const JOINT_LIST_PARAMS = ['location', 'item', 'asset', 'inspection', 'class', 'dropping'] as const;

/**
 * The joints a link asked /inventory to list (the home page's figures open it), in the drill-down dialog
 * with its Excel export; closing it drops the list's parameters from the URL.
 *
 * @example
 * <JointListDialog list={loaderData.jointList} />
 */
export function JointListDialog({ list }: { list: JointList | null }) {
  const [, setParams] = useSearchParams();
  const shipped = list?.rows.some((row) => row.Current_Location === 'Shipped') ?? false;
  // The list's rows carry each joint's class, so the list and its export show it.
  const columns = [...pipeListColumns(shipped), { key: 'Class', label: 'Class' }];
  return (
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
      onExportExcel={() => downloadRowsCsv(list?.rows ?? [], columns)}
    />
  );
}
