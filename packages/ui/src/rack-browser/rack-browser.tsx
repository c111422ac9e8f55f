import type { RackColourScale } from '@rigready/core';
import { useMemo, useState } from 'react';
import { RackGrid } from '../rack-grid/rack-grid.js';
import type { RackGridJoint } from '../rack-grid/rack-grid.types.js';
import { naturalRackOrder, type RackEntry } from '../rack-location-view/rack-entry.js';

/** Props of {@link RackBrowser}. */
export interface RackBrowserProps<J extends RackGridJoint = RackGridJoint> {
  /** Every rack of the yard (`/getAllRacks`), one per page in natural order (A2 before A10). */
  racks: readonly RackEntry<J>[];
  /** The day joint ages are counted to (`YYYY-MM-DD`, the host's today), never the browser's clock. */
  today: string;
  colourRule?: RackColourScale;
  /** The page (0-based rack index) when controlled. */
  page?: number;
  /** The first page shown when uncontrolled; 0 by default. */
  defaultPage?: number;
  onPageChange?: (page: number) => void;
  onSelect?: (joint: J) => void;
  /** A joint's page: the serial number in its details links there. */
  jointHref?: (joint: J) => string;
  className?: string;
}

/**
 * The admin rack browser (spec part 1 §2, §9): one rack per page, racks in natural order, with Previous and Next buttons and the
 * page announced politely to screen readers. Works controlled (`page`) or uncontrolled (`defaultPage`).
 *
 * @example
 * <RackBrowser racks={allRacks} today={loaderData.clock.today} defaultPage={0} onPageChange={(page) => setSearch({ page })} />
 */
export function RackBrowser<J extends RackGridJoint>({
  racks: given,
  today,
  colourRule = 'rack-view',
  page,
  defaultPage = 0,
  onPageChange,
  onSelect,
  jointHref,
  className,
}: RackBrowserProps<J>) {
  const racks = useMemo(() => naturalRackOrder(given), [given]);
  const [ownPage, setOwnPage] = useState(defaultPage);
  const last = racks.length - 1;
  const current = Math.min(Math.max(page ?? ownPage, 0), Math.max(last, 0));
  const entry = racks[current];
  if (!entry) return <p className="rr-rack-location-view__empty">There are no racks.</p>;
  const go = (next: number) => {
    if (page === undefined) setOwnPage(next);
    onPageChange?.(next);
  };
  return (
    <div className={className ? `rr-rack-browser ${className}` : 'rr-rack-browser'}>
      <div className="rr-rack-browser__pager">
        <button
          type="button"
          className="rr-rack-browser__button"
          disabled={current === 0}
          onClick={() => go(current - 1)}
        >
          Previous rack
        </button>
        <output className="rr-rack-browser__status" aria-live="polite">
          Rack {current + 1} of {racks.length}
        </output>
        <button
          type="button"
          className="rr-rack-browser__button"
          disabled={current === last}
          onClick={() => go(current + 1)}
        >
          Next rack
        </button>
      </div>
      <RackGrid
        key={current}
        rack={entry.rackinfo}
        joints={entry.pipes}
        occupiedPositions={entry.occupiedPositions ?? []}
        today={today}
        colourRule={colourRule}
        {...(entry.colormap ? { colormap: entry.colormap } : {})}
        {...(onSelect ? { onSelect } : {})}
        {...(jointHref ? { jointHref } : {})}
      />
    </div>
  );
}
