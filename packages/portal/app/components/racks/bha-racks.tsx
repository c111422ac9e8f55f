import { type BhaGridSlot, type BhaInventoryRow, formatDate } from '@rigready/core';
import { BhaSlotGrid, ModalDialog } from '@rigready/ui';
import { useState } from 'react';
import { toolHref } from '../serial-links.js';

/** What the slot dialog shows of a BHA tool (core's inventory row). */
type BhaSlotTool = Pick<
  BhaInventoryRow,
  | 'Serial_No'
  | 'Description'
  | 'Equipment_Type'
  | 'Connection_Box'
  | 'Connection_Pin'
  | 'Last_Inspection_Date'
>;

/**
 * /bhainventory: one BHA slot grid per rack (rows A-H, 9 columns per chunk); a filled slot opens the
 * list of the tools in it.
 *
 * @example
 * <BhaRacks racks={{ B1: { '12C': [tool] } }} />
 */
export function BhaRacks({ racks }: { racks: Record<string, Record<string, BhaSlotTool[]>> }) {
  const [open, setOpen] = useState<{ rack: string; slot: BhaGridSlot<BhaSlotTool> } | null>(null);
  const names = Object.keys(racks).sort();
  return (
    <>
      {names.length === 0 ? <p>No BHA rack holds any of your tools.</p> : null}
      {names.map((rack) => (
        <BhaSlotGrid
          key={rack}
          rack={rack}
          slots={racks[rack] ?? {}}
          onOpenSlot={(slot) => setOpen({ rack, slot })}
          itemHref={(tool) => toolHref(tool.Serial_No)}
        />
      ))}
      <ModalDialog
        open={open !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setOpen(null);
        }}
        title={open ? `Rack ${open.rack} · slot ${open.slot.key}` : 'Slot'}
        size="md"
      >
        <table className="rr-simple-table">
          <thead>
            <tr>
              <th scope="col">Serial Number</th>
              <th scope="col">Description</th>
              <th scope="col">Type</th>
              <th scope="col">Box / Pin</th>
              <th scope="col">Last Inspection</th>
            </tr>
          </thead>
          <tbody>
            {open?.slot.items.map((tool) => (
              <tr key={tool.Serial_No}>
                <td>
                  <a className="rr-tap-link" href={toolHref(tool.Serial_No)}>
                    {tool.Serial_No}
                  </a>
                </td>
                <td>{tool.Description ?? ''}</td>
                <td>{tool.Equipment_Type ?? ''}</td>
                <td>
                  {tool.Connection_Box ?? ''} / {tool.Connection_Pin ?? ''}
                </td>
                <td>{tool.Last_Inspection_Date ? formatDate(tool.Last_Inspection_Date) : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ModalDialog>
    </>
  );
}
