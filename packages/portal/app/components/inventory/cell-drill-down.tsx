import { locationLabel } from '@rigready/core';
import { DrillDownListDialog } from '@rigready/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TubularInventoryRow } from '../../shared/tubular-inventory-columns.js';
import { jointLabelChoice } from '../labels/joint-label-choice.js';
import { type LabelChoice, PrintLabelsDialog } from '../labels/print-labels-dialog.js';
import { requestJointsAction } from '../requests/request-form-href.js';
import { useActionCall } from '../use-action-call.js';
import { downloadRowsCsv } from './download-rows-csv.js';
import { pipeListColumns } from './pipe-list-columns.js';

/** The count cell whose joints to list. */
export interface InventoryCellChoice {
  row: TubularInventoryRow;
  column: string;
}

type CellAnswer = { ok: true; rows: Record<string, unknown>[] } | { ok: false; message: string };

/**
 * The pipe list behind one count cell (Rig Ready, Req VTI, Booked, shipped serials and every other
 * location): the joints of that row's item, asset and site in that column, with its Excel (CSV) export
 * and 'Print labels' and 'Request…' for the ticked joints.
 *
 * @example
 * <CellDrillDown cell={{ row, column: 'Rig_Ready' }} onClose={() => setCell(null)} />
 */
export function CellDrillDown({ cell, onClose }: { cell: InventoryCellChoice | null; onClose: () => void }) {
  const call = useActionCall<CellAnswer>('/inventory');
  const [rows, setRows] = useState<Record<string, unknown>[]>([]);
  const [loading, setLoading] = useState(false);
  const [labels, setLabels] = useState<LabelChoice | null>(null);
  const navigate = useNavigate();
  useEffect(() => {
    if (!cell) return;
    let current = true;
    setRows([]);
    setLoading(true);
    const { row, column } = cell;
    void call({
      intent: 'cell',
      column,
      Item_No: row.Item_No,
      Asset: row.Asset ?? '',
      Site: row.Site ?? '',
      Customer: typeof row.Customer === 'string' ? row.Customer : '',
    }).then((answer) => {
      if (!current) return;
      setRows(answer?.ok ? answer.rows : []);
      setLoading(false);
    });
    return () => {
      current = false;
    };
  }, [cell, call]);
  const columns = pipeListColumns(cell?.column === 'Shipped');
  return (
    <>
      <DrillDownListDialog
        open={cell !== null}
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        title={
          cell
            ? `${cell.row.Item_No} · ${locationLabel(cell.column)} · ${cell.row.Asset ?? ''} ${cell.row.Site ?? ''}`.trim()
            : ''
        }
        rows={rows}
        columns={columns}
        loading={loading}
        onExportExcel={() => downloadRowsCsv(rows, columns)}
        selectionActions={[
          { label: 'Print labels', onRun: (ticked) => setLabels(jointLabelChoice(ticked)) },
          requestJointsAction(navigate),
        ]}
      />
      <PrintLabelsDialog choice={labels} onClose={() => setLabels(null)} />
    </>
  );
}
