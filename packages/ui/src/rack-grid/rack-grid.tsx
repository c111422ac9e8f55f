import { type RackColor, type RackColourScale, rackGridRows } from '@rigready/core';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { itemColours } from './item-colour.js';
import { jointAge } from './joint-age.js';
import { JointDetails } from './joint-details.js';
import type { RackGridJoint, RackGridRack } from './rack-grid.types.js';
import { RackLegend } from './rack-legend.js';
import { RackPosition } from './rack-position.js';
import { useNarrowScreen } from './use-narrow-screen.js';
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
   * Which of core's colour scales colours a joint: by days since inspection, `'rack-view'`, the rack
   * location view's (default: green under 17 days, red from 62), or `'rack-dialog'`, the inventory rack
   * dialog's (green under 180 days, red from 365); or `'class'`, by the joint's class at its latest
   * inspection (`Class`: Premium green, Class 2 yellow, Reject red, not classed grey).
   */
  colourRule?: RackColourScale;
  /**
   * The day ages are counted to, `YYYY-MM-DD`: the host's "today" in the provider's time zone (core's
   * `calendarDay`), never the browser's clock, which keeps stories and tests deterministic.
   */
  today: string;
  /** Per item number its colour and item info (the rack answer's colormap), shown as the legend. */
  colormap?: Readonly<Record<string, RackColor>>;
  /** A joint's page: the serial number in its details links there. */
  jointHref?: (joint: J) => string;
  /** Called with the joint when one of the viewer's positions is activated (click, Enter or Space). */
  onSelect?: (joint: J) => void;
  /**
   * Where a joint's pipe row shows when its position is pressed: in a popover beside it, below the grid
   * (a phone's layout: the grid scrolls sideways, the details stay readable), or `auto` (default): below
   * on a viewport 600 px wide or less, else a popover.
   */
  details?: 'popover' | 'below' | 'auto';
  /** Accessible name of the grid; defaults to "Rack {Rack_ID}". */
  label?: string;
  className?: string;
}

/**
 * One rack's positions as an ARIA grid: rows of `Maxrowcount` positions, drawn top row first (core's
 * `rackGridRows`), each of the viewer's joints a button coloured by days since inspection or by class, its item a
 * stripe from the kit's colour-blind-safe palette, that opens its pipe row in a popover (drawn above
 * dialogs) or, on a phone, in a panel below the grid; another customer's positions show as occupied and
 * nothing more. The legend keys every colour, "not inspected" included. Arrow keys move
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
  jointHref,
  details = 'auto',
  label,
  className,
}: RackGridProps<J>) {
  const narrow = useNarrowScreen();
  const below = details === 'below' || (details === 'auto' && narrow);
  const panelId = useId();
  const [shown, setShown] = useState<J | null>(null);
  const shownFrom = useRef<HTMLButtonElement | null>(null);
  const panel = useRef<HTMLElement | null>(null);
  const colours = useMemo(() => itemColours(colormap), [colormap]);
  // On a phone the panel is under a tall grid: bring it into view when a position is pressed. By a ref, not
  // by id: inside a shadow root (@rigready/elements) the document does not find the panel.
  useEffect(() => {
    if (shown) panel.current?.scrollIntoView?.({ block: 'nearest' });
  }, [shown]);
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
                    age={cell.state === 'joint' ? jointAge(cell.joint, today, colourRule) : undefined}
                    item={
                      cell.state === 'joint' && cell.joint.Item_No
                        ? colormap?.[cell.joint.Item_No]
                        : undefined
                    }
                    itemColour={
                      cell.state === 'joint' && cell.joint.Item_No ? colours[cell.joint.Item_No] : undefined
                    }
                    rackId={rack.Rack_ID}
                    jointHref={jointHref}
                    details={
                      below
                        ? {
                            placement: 'below',
                            panelId,
                            shown: cell.state === 'joint' && cell.joint === shown,
                          }
                        : { placement: 'popover' }
                    }
                    onShow={(joint, button) => {
                      shownFrom.current = button;
                      setShown(joint);
                    }}
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
      {below && shown ? (
        <section
          ref={panel}
          id={panelId}
          className="rr-rack-grid__details"
          aria-label={`Joint ${shown.Serial_Number}`}
        >
          <JointDetails
            joint={shown}
            age={jointAge(shown, today, colourRule)}
            rackId={rack.Rack_ID}
            item={shown.Item_No ? colormap?.[shown.Item_No] : undefined}
            href={jointHref?.(shown)}
          />
          <button
            type="button"
            className="rr-rack-popover__close"
            aria-label="Close"
            onClick={() => {
              setShown(null);
              shownFrom.current?.focus();
            }}
          >
            ×
          </button>
        </section>
      ) : null}
      <RackLegend colourRule={colourRule} colormap={colormap} itemColours={colours} />
    </div>
  );
}
