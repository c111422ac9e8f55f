import { BHA_ROWS, BHA_SLOTS_PER_ROW, type BhaGridSlot, bhaSlotGrid } from '@rigready/core';
import { useMemo } from 'react';
import { useRovingGrid } from '../rack-grid/use-roving-grid.js';
import { BhaSlot } from './bha-slot.js';
import type { BhaSlotItem } from './bha-slot-grid.types.js';

/** Props of {@link BhaSlotGrid}. */
export interface BhaSlotGridProps<T extends BhaSlotItem = BhaSlotItem> {
  /** The rack's name. */
  rack: string;
  /** The rack's map of slot key (column 1-54 and row A-H, e.g. `12C`) to the tools in it. */
  slots: Readonly<Record<string, readonly T[]>>;
  /** Called when a slot's list is opened. */
  onOpenSlot?: (slot: BhaGridSlot<T>) => void;
  /** A tool's page: its serial number in a slot's list links there. */
  itemHref?: (item: T) => string;
  className?: string;
}

const ROW_LENGTHS = BHA_ROWS.map(() => BHA_SLOTS_PER_ROW);

/**
 * One BHA rack as core's `bhaSlotGrid` lays it out: rows A-H of 54 slots, drawn in chunks of 9 columns;
 * every slot is visible, a filled one shows how many tools it holds and opens their list on click, Enter
 * or Space. The whole rack is one tab stop: arrow keys move by slot and cross from one chunk into the
 * next, Home/End go to a row's ends and PageUp/PageDown to rows A and H.
 *
 * @throws RangeError from core naming a key of `slots` that is not a slot.
 * @example
 * <BhaSlotGrid rack="B1" slots={{ '12C': [{ Serial_No: 'JAR-77', Description: 'Hydraulic jar 6 1/2"' }] }} />
 */
export function BhaSlotGrid<T extends BhaSlotItem>({
  rack,
  slots,
  onOpenSlot,
  itemHref,
  className,
}: BhaSlotGridProps<T>) {
  const chunks = useMemo(() => bhaSlotGrid(slots), [slots]);
  const grid = useRovingGrid(ROW_LENGTHS);
  const filled = Object.values(slots).filter((items) => items.length > 0).length;
  return (
    <div className={className ? `rr-bha-grid ${className}` : 'rr-bha-grid'}>
      <div className="rr-rack-grid__header">
        <h3 className="rr-rack-grid__title">BHA rack {rack}</h3>
        <span className="rr-rack-grid__count">
          {filled} of {BHA_ROWS.length * BHA_SLOTS_PER_ROW} slots in use
        </span>
      </div>
      <div className="rr-bha-grid__chunks">
        {chunks.map((chunk) => (
          <table
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG grid pattern is a table whose cells hold the focusable buttons.
            role="grid"
            key={chunk.firstColumn}
            className="rr-bha-grid__chunk"
            aria-label={`Rack ${rack}, columns ${chunk.firstColumn} to ${chunk.lastColumn}`}
          >
            <thead>
              <tr>
                <td />
                {chunk.rows[0]?.slots.map((slot) => (
                  <th key={slot.column} scope="col" className="rr-bha-grid__head">
                    {slot.column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {chunk.rows.map(({ row, slots: rowSlots }, r) => (
                <tr key={row}>
                  <th scope="row" className="rr-bha-grid__head">
                    {row}
                  </th>
                  {rowSlots.map((slot) => {
                    const c = slot.column - 1;
                    return (
                      <BhaSlot
                        key={slot.key}
                        slot={slot}
                        tabIndex={grid.tabIndexOf(r, c)}
                        cellRef={grid.cellRef(r, c)}
                        onKeyDown={(event) => grid.onCellKeyDown(event, r, c)}
                        onFocus={() => grid.setActive({ row: r, col: c })}
                        onOpen={onOpenSlot}
                        itemHref={itemHref}
                      />
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
    </div>
  );
}
