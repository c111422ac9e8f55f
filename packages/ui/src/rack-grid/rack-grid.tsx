import { type RackColor, rackGridRows } from '@rigready/core';
import { useMemo } from 'react';
import { jointAge } from './joint-age.js';
import type { RackColourRule, RackGridJoint, RackGridRack } from './rack-grid.types.js';
import { RackLegend } from './rack-legend.js';
import { RackPosition } from './rack-position.js';
import { useRovingGrid } from './use-roving-grid.js';

/** Props of {@link RackGrid}. */
export interface RackGridProps<J extends RackGridJoint = RackGridJoint> {
  /** The rack: Site, Rack_ID, Maxrowcount (positions per row), Capacity, isOCTG. */
  rack: RackGridRack;
  /** The viewer's joints in the rack (the rack listing rows). */
  joints: readonly J[];
  /**
   * Positions held by another customer's joints: drawn as occupied, with nothing about the joint (no
   * serial, no item, not in the accessible name either).
   */
  occupiedPositions?: readonly number[];
  /**
   * Which colour rule colours a joint by days since inspection: the rack location view's (default) or
   * the inventory rack dialog's.
   */
  colourRule?: RackColourRule;
  /**
   * The day ages are counted to, `YYYY-MM-DD`: the host's "today" in the provider's time zone (core's
   * `calendarDay`), never the browser's clock, which keeps stories and tests deterministic.
   */
  today: string;
  /** Per item number its colour and item info (the rack answer's colormap), shown as the legend. */
  colormap?: Readonly<Record<string, RackColor>>;
  /** Called with the joint when one of the viewer's positions is activated (click, Enter or Space). */
  onSelect?: (joint: J) => void;
  /** Accessible name of the grid; defaults to "Rack {Rack_ID}". */
  label?: string;
  className?: string;
}

/**
 * One rack's positions as an ARIA grid: rows of `Maxrowcount` positions, drawn top row first (core's
 * `rackGridRows`), each of the viewer's joints a button coloured by days since inspection that opens its
 * pipe row in a popover; another customer's positions show as occupied and nothing more. Arrow keys move
 * between positions (one tab stop), Home/End go to a row's ends, Ctrl+Home/End to the grid's corners.
 *
 * @throws RangeError from core when Capacity or Maxrowcount is not a positive integer, a position is
 * outside the rack, or two joints claim one position.
 * @example
 * <RackGrid
 *   rack={{ Site: 'Base A', Rack_ID: 'R12', Maxrowcount: 10, Capacity: 40, isOCTG: false }}
 *   joints={[{ Serial_Number: 'DP-0001', Position: 3, Item_No: '550DP.12', Date_Inspected: '2024-03-01' }]}
 *   occupiedPositions={[4, 5]}
 *   today="2024-03-21"
 *   onSelect={(joint) => console.log(joint.Serial_Number)}
 * />
 */
export function RackGrid<J extends RackGridJoint>({
  rack,
  joints,
  occupiedPositions = [],
  colourRule = 'rack-view',
  today,
  colormap,
  onSelect,
  label,
  className,
}: RackGridProps<J>) {
  const rows = useMemo(
    () => rackGridRows({ Maxrowcount: rack.Maxrowcount, Capacity: rack.Capacity }, joints, occupiedPositions),
    [rack.Maxrowcount, rack.Capacity, joints, occupiedPositions],
  );
  const grid = useRovingGrid(rows.map((row) => row.length));
  const jointCount = rows.reduce((n, row) => n + row.filter((cell) => cell.state === 'joint').length, 0);
  return (
    <div className={className ? `rr-rack-grid ${className}` : 'rr-rack-grid'}>
      <div className="rr-rack-grid__header">
        <h3 className="rr-rack-grid__title">Rack {rack.Rack_ID}</h3>
        {rack.Site ? <span className="rr-rack-grid__site">{rack.Site}</span> : null}
        {rack.isOCTG ? <span className="rr-rack-grid__badge">OCTG</span> : null}
        <span className="rr-rack-grid__count">
          {jointCount} of {rack.Capacity} positions yours
        </span>
      </div>
      <div className="rr-rack-grid__scroll">
        {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG grid pattern is a table whose cells hold the focusable buttons; the roving tabindex makes it one widget. */}
        <table role="grid" aria-label={label ?? `Rack ${rack.Rack_ID}`} className="rr-rack-grid__grid">
          <tbody>
            {rows.map((row, r) => (
              <tr key={row[0]?.position} className="rr-rack-grid__row">
                {row.map((cell, c) => (
                  <RackPosition
                    key={cell.position}
                    cell={cell}
                    age={
                      cell.state === 'joint'
                        ? jointAge(cell.joint.Date_Inspected, today, colourRule)
                        : undefined
                    }
                    item={
                      cell.state === 'joint' && cell.joint.Item_No
                        ? colormap?.[cell.joint.Item_No]
                        : undefined
                    }
                    rackId={rack.Rack_ID}
                    tabIndex={grid.tabIndexOf(r, c)}
                    cellRef={grid.cellRef(r, c)}
                    onKeyDown={(event) => grid.onCellKeyDown(event, r, c)}
                    onFocus={() => grid.setActive({ row: r, col: c })}
                    onSelect={onSelect}
                  />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <RackLegend colourRule={colourRule} colormap={colormap} />
    </div>
  );
}
