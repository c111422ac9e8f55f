import type { RackColourScale } from '@rigready/core';
import { Tabs } from 'radix-ui';
import { useEffect, useMemo, useRef } from 'react';
import { RackGrid } from '../rack-grid/rack-grid.js';
import type { RackGridJoint } from '../rack-grid/rack-grid.types.js';
import { naturalRackOrder, type RackEntry, rackKey } from './rack-entry.js';

/** Props of {@link RackLocationView}. */
export interface RackLocationViewProps<J extends RackGridJoint = RackGridJoint> {
  /** The racks holding the viewer's joints, one tab each, shown in natural order (A2 before A10). */
  racks: readonly RackEntry<J>[];
  /** The day joint ages are counted to (`YYYY-MM-DD`, the host's today), never the browser's clock. */
  today: string;
  /** The colour rule of the grids; the rack location view's by default. */
  colourRule?: RackColourScale;
  /** The open rack's key (`Site/Rack_ID`, see `rackKey`), when controlled. */
  value?: string;
  /** The rack open at first when uncontrolled; the first rack by default (e.g. the `showrack` query). */
  defaultValue?: string;
  onValueChange?: (key: string) => void;
  /** Called with a joint when it is activated in a grid. */
  onSelect?: (joint: J) => void;
  /** A joint's page: the serial number in its details links there. */
  jointHref?: (joint: J) => string;
  className?: string;
}

/** Scrolls the tab strip sideways, when `tab` lies past one of its edges, to show `tab` in its middle. */
function revealInStrip(strip: HTMLElement, tab: HTMLElement) {
  const shown = strip.getBoundingClientRect();
  const { left, right, width } = tab.getBoundingClientRect();
  if (left >= shown.left && right <= shown.right) return;
  strip.scrollLeft += left - shown.left - (shown.width - width) / 2;
}

/**
 * The rack location view: one tab per rack in natural order (site, then rack id: A2 before A10), each
 * with its {@link RackGrid}, drawn only while its tab is open. Tabs follow the WAI-ARIA tabs pattern
 * (arrow keys between tabs, Tab into the grid). A site is shown beside the rack id when the racks come
 * from more than one site. A large yard can hand over the open rack's joints alone, the others with their
 * `jointCount`, and fetch a rack's joints on `onValueChange`.
 *
 * @example
 * <RackLocationView racks={answer.racks} today={loaderData.clock.today} onSelect={(joint) => openJoint(joint)} />
 */
export function RackLocationView<J extends RackGridJoint>({
  racks: given,
  today,
  colourRule = 'rack-view',
  value,
  defaultValue,
  onValueChange,
  onSelect,
  jointHref,
  className,
}: RackLocationViewProps<J>) {
  const racks = useMemo(() => naturalRackOrder(given), [given]);
  const tabList = useRef<HTMLDivElement>(null);
  // A rack opened by its address (a link to rack A10) may sit past the strip's edge on a phone; a tab
  // chosen later is in view already (clicked, or focused by the arrow keys).
  useEffect(() => {
    const list = tabList.current;
    const tab = list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (list && tab) revealInStrip(list, tab);
  }, []);
  if (racks.length === 0) {
    return <p className="rr-rack-location-view__empty">No rack holds any of your joints.</p>;
  }
  const sites = new Set(racks.map((rack) => rack.rackinfo.Site ?? ''));
  // Radix builds element ids from tab values, so tabs are valued by index (a site name may hold spaces).
  const keys = racks.map((rack) => rackKey(rack.rackinfo));
  const tabValue = (key: string | undefined) => {
    const index = key === undefined ? -1 : keys.indexOf(key);
    return `rack-${Math.max(index, 0)}`;
  };
  const controlled = value === undefined ? {} : { value: tabValue(value) };
  return (
    <Tabs.Root
      className={className ? `rr-rack-location-view ${className}` : 'rr-rack-location-view'}
      defaultValue={tabValue(defaultValue)}
      onValueChange={(tab) => onValueChange?.(keys[Number(tab.slice('rack-'.length))] ?? '')}
      {...controlled}
    >
      <Tabs.List ref={tabList} className="rr-rack-location-view__tabs" aria-label="Racks">
        {racks.map(({ rackinfo, pipes, jointCount = pipes.length }, index) => (
          <Tabs.Trigger
            key={keys[index]}
            value={`rack-${index}`}
            className="rr-rack-location-view__tab"
            title={`${rackinfo.Rack_ID}: ${jointCount} ${jointCount === 1 ? 'joint' : 'joints'}`}
          >
            <span>{rackinfo.Rack_ID}</span>
            {sites.size > 1 && rackinfo.Site ? (
              <span className="rr-rack-location-view__site">{rackinfo.Site}</span>
            ) : null}
            <span className="rr-rack-location-view__count">
              {jointCount}
              <span className="rr-rack-location-view__sr"> {jointCount === 1 ? 'joint' : 'joints'}</span>
            </span>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {racks.map(({ rackinfo, pipes, occupiedPositions, colormap }, index) => (
        <Tabs.Content key={keys[index]} value={`rack-${index}`} className="rr-rack-location-view__panel">
          <RackGrid
            rack={rackinfo}
            joints={pipes}
            occupiedPositions={occupiedPositions ?? []}
            today={today}
            colourRule={colourRule}
            {...(colormap ? { colormap } : {})}
            {...(onSelect ? { onSelect } : {})}
            {...(jointHref ? { jointHref } : {})}
          />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
