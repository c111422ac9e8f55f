import {
  type RackEntry as KitRackEntry,
  RackLocationView as KitRackLocationView,
  rackKey,
} from '@rigready/ui';
import type { ColourRule, RackEntry, RackJoint } from '../data/element-data.types.js';
import type { PortalConnection } from '../data/portal-connection.types.js';
import { useElementData } from '../data/use-element-data.js';
import { DataStatus } from '../element/data-status.js';
import { ElementStatus } from '../element/element-status.js';
import { emit } from '../element/emit.js';
import type { TodayRead } from '../element/joint-age-element.js';
import { jointLink } from '../element/joint-link.js';
import type { Checked } from '../element/json-input.js';
import { jointSelectDetail } from '../rack/joint-select.js';

/** What the view reads from its element and fires its events on. */
export interface RackLocationHost extends HTMLElement, PortalConnection {
  readonly openRack: string | null;
  readonly colourRule: ColourRule;
  readonly jointHref: string | null;
}

/** Props of {@link RackLocationView}: the element and what it was handed, checked. */
export interface RackLocationViewProps {
  element: RackLocationHost;
  racks: Checked<RackEntry[] | undefined>;
  today: TodayRead;
}

/** The rack location element's view: the kit's RackLocationView, from the host's racks or `/getPipesAndRacks`. */
export function RackLocationView({ element, racks: given, today }: RackLocationViewProps) {
  const { jointHref } = element;
  const data = useElementData<RackEntry[] | undefined>(
    element,
    () => given,
    async (api, auth, signal) => (await api.getPipesAndRacks({ username: auth.username }, { signal })).racks,
    '',
  );
  if (!today.ok) return <ElementStatus status="error" message={today.message} />;
  if (data.status !== 'ready') return <DataStatus data={data} what="the racks" />;
  const racks = (data.data ?? []) as KitRackEntry[];
  const openRack = element.openRack;
  const open = openRack
    ? (racks.find((entry) => rackKey(entry.rackinfo) === openRack) ??
      racks.find((entry) => entry.rackinfo.Rack_ID === openRack))
    : undefined;
  return (
    <KitRackLocationView
      racks={racks}
      today={today.today}
      colourRule={element.colourRule}
      {...(open ? { defaultValue: rackKey(open.rackinfo) } : {})}
      {...(jointHref ? { jointHref: (joint) => jointLink(jointHref, joint.Serial_Number) } : {})}
      onSelect={(joint) => {
        const entry = racks.find((candidate) => candidate.pipes.includes(joint));
        if (entry)
          emit(element, 'rigready-joint-select', jointSelectDetail(joint as RackJoint, entry.rackinfo));
      }}
    />
  );
}
