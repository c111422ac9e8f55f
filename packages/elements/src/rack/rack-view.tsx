import { RackGrid, type RackGridJoint, type RackGridProps } from '@rigready/ui';
import type { ColourRule, RackInfo, RackItemColour, RackJoint } from '../data/element-data.types.js';
import type { PortalConnection } from '../data/portal-connection.types.js';
import { useElementData } from '../data/use-element-data.js';
import { DataStatus } from '../element/data-status.js';
import { ElementStatus } from '../element/element-status.js';
import { emit } from '../element/emit.js';
import type { TodayRead } from '../element/joint-age-element.js';
import { jointLink } from '../element/joint-link.js';
import type { Checked } from '../element/json-input.js';
import { jointSelectDetail } from './joint-select.js';

/** One rack as the rack element draws it. */
export interface RackData {
  rack: RackInfo;
  joints: RackJoint[];
  occupiedPositions: number[];
  colormap: Record<string, RackItemColour>;
}

/** What the view reads from its element and fires its events on. */
export interface RackHost extends HTMLElement, PortalConnection {
  readonly rack: string | null;
  readonly octg: boolean;
  readonly colourRule: ColourRule;
  readonly jointHref: string | null;
  readonly details: RackGridProps['details'];
  readonly label: string | null;
}

/** Props of {@link RackView}: the element and what it was handed, checked. */
export interface RackViewProps {
  element: RackHost;
  rack: Checked<RackData | undefined>;
  today: TodayRead;
}

/** The rack element's view: one rack in the kit's RackGrid, from the host's data or `/getPipes`. */
export function RackView({ element, rack: given, today }: RackViewProps) {
  const rackName = element.rack;
  const { jointHref } = element;
  const data = useElementData<RackData | undefined>(
    element,
    () => given,
    async (api, _auth, signal) => {
      if (!rackName) throw new Error('rack: name the rack to load, e.g. rack="R12"');
      const answer = await api.getPipes(
        { rackname: rackName, isOCTG: element.octg || undefined },
        { signal },
      );
      return {
        rack: answer.rackinfo,
        joints: answer.pipes,
        occupiedPositions: answer.occupiedPositions,
        colormap: answer.colormap,
      };
    },
    `${rackName}|${element.octg}`,
  );
  if (!today.ok) return <ElementStatus status="error" message={today.message} />;
  if (data.status !== 'ready') return <DataStatus data={data} what="the rack" />;
  if (!data.data) return <ElementStatus status="empty" message="No rack to show." />;
  const { rack, joints, occupiedPositions, colormap } = data.data;
  if (!rack.Capacity) {
    return (
      <ElementStatus status="error" message={`rack-info.Capacity: rack ${rack.Rack_ID} has no capacity`} />
    );
  }
  return (
    <RackGrid
      rack={{ ...rack, Capacity: rack.Capacity }}
      joints={joints as RackGridJoint[]}
      occupiedPositions={occupiedPositions}
      colormap={colormap}
      today={today.today}
      colourRule={element.colourRule}
      details={element.details}
      {...(element.label ? { label: element.label } : {})}
      {...(jointHref
        ? { jointHref: (joint: RackGridJoint) => jointLink(jointHref, joint.Serial_Number) }
        : {})}
      onSelect={(joint) =>
        emit(element, 'rigready-joint-select', jointSelectDetail(joint as RackJoint, rack))
      }
    />
  );
}
