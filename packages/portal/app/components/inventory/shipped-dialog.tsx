import { type DeliveryTicket, formatDate, type PipeRow } from '@rigready/core';
import { DrillDownListDialog, ModalDialog } from '@rigready/ui';
import { useEffect, useState } from 'react';
import type { TubularInventoryRow } from '../../shared/tubular-inventory-columns.js';
import { DeliveryDocumentsMenu } from '../logistics/delivery-documents-menu.js';
import { portalApi } from '../portal-api.js';
import { downloadRowsCsv } from './download-rows-csv.js';
import { pipeListColumns } from './pipe-list-columns.js';

function shownDate(value: unknown): string {
  try {
    return value ? formatDate(value as string) : '';
  } catch {
    return String(value);
  }
}

/**
 * What a Shipped count opens: the delivery tickets that shipped the item (/showShippedList), each with its
 * PDF menu and its joints (/showShippedDT, exported to Excel); the row's own shipped serials are the
 * button above the tickets.
 *
 * @example
 * <ShippedDialog row={row} onClose={() => setRow(null)} onShowSerials={() => openCell(row, 'Shipped')} />
 */
export function ShippedDialog({
  row,
  onClose,
  onShowSerials,
}: {
  row: TubularInventoryRow | null;
  onClose: () => void;
  onShowSerials: () => void;
}) {
  const [tickets, setTickets] = useState<DeliveryTicket[]>([]);
  const [loading, setLoading] = useState(false);
  const [ticket, setTicket] = useState<string | null>(null);
  const [joints, setJoints] = useState<PipeRow[]>([]);
  useEffect(() => {
    if (!row) return;
    let current = true;
    setLoading(true);
    portalApi()
      .then((api) => api.showShippedList({ itemnr: row.Item_No }))
      .then(
        (answer) => current && setTickets(answer),
        () => current && setTickets([]),
      )
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [row]);
  useEffect(() => {
    if (!ticket) return;
    let current = true;
    setJoints([]);
    portalApi()
      .then((api) => api.showShippedDT({ dt_no: ticket }))
      .then(
        (answer) => current && setJoints(answer),
        () => current && setJoints([]),
      );
    return () => {
      current = false;
    };
  }, [ticket]);
  const columns = pipeListColumns(true);
  return (
    <>
      <ModalDialog
        open={row !== null}
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        title={row ? `Shipped · ${row.Item_No}` : 'Shipped'}
        size="lg"
        actions={
          <button type="button" className="rr-button" data-variant="primary" onClick={onShowSerials}>
            Shipped serials ({row?.Shipped ?? 0})
          </button>
        }
      >
        {loading ? <p aria-busy="true">Loading…</p> : null}
        <table className="rr-simple-table">
          <caption className="rr-visually-hidden">Delivery tickets that shipped {row?.Item_No}</caption>
          <thead>
            <tr>
              <th scope="col">DT No</th>
              <th scope="col">Date</th>
              <th scope="col">Sent to</th>
              <th scope="col">Quantity</th>
              <th scope="col">Asset</th>
              <th scope="col">Documents</th>
            </tr>
          </thead>
          <tbody>
            {tickets.map((line) => (
              <tr key={`${line.DT_No}-${line.Item_No}`}>
                <td>
                  <button
                    type="button"
                    className="rr-link-button"
                    onClick={() => setTicket(String(line.DT_No))}
                  >
                    {String(line.DT_No)}
                  </button>
                </td>
                <td>{shownDate(line.Date)}</td>
                <td>{String(line.Sent_To ?? '')}</td>
                <td>{String(line.Quantity ?? '')}</td>
                <td>{String(line.Asset ?? line.Rig ?? '')}</td>
                <td>
                  <DeliveryDocumentsMenu
                    line={{
                      DT_No: String(line.DT_No),
                      Item_No: line.Item_No ?? null,
                      Wiresling:
                        ((line as Record<string, unknown>).Wiresling as string | null | undefined) ?? null,
                      Attachment:
                        ((line as Record<string, unknown>).Attachment as string | null | undefined) ?? null,
                    }}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ModalDialog>
      <DrillDownListDialog
        open={ticket !== null}
        onOpenChange={(open) => {
          if (!open) setTicket(null);
        }}
        title={`Delivery ticket ${ticket ?? ''}`}
        rows={joints}
        columns={columns}
        onExportExcel={() => downloadRowsCsv(joints, columns)}
      />
    </>
  );
}
