import type { ApiClient } from '@rigready/core';
import { JointCard, type RackGridJoint } from '@rigready/ui';
import type { ColourRule, RackItemColour, RackJoint } from '../data/element-data.types.js';
import type { PortalConnection } from '../data/portal-connection.types.js';
import { useElementData } from '../data/use-element-data.js';
import { DataStatus } from '../element/data-status.js';
import { ElementStatus } from '../element/element-status.js';
import type { TodayRead } from '../element/joint-age-element.js';
import { jointLink } from '../element/joint-link.js';
import type { Checked } from '../element/json-input.js';

/** A joint and the colour map of its rack. */
export interface JointCardData {
  joint: RackJoint;
  colormap: Record<string, RackItemColour>;
}

/** What the view reads from its element. */
export interface JointCardHost extends PortalConnection {
  readonly serial: string | null;
  readonly rack: string | null;
  readonly colourRule: ColourRule;
  readonly jointHref: string | null;
}

/** Props of {@link JointCardView}: the element and the joint it was handed, checked. */
export interface JointCardViewProps {
  element: JointCardHost;
  joint: Checked<JointCardData | undefined>;
  today: TodayRead;
}

// The joint from the API: from its rack (`/getPipes`) when the host names it, else from every rack
// holding the caller's joints (`/getPipesAndRacks`). Either answer holds the caller's joints only.
async function findJoint(
  api: ApiClient,
  username: string,
  serial: string,
  rack: string | null,
  signal: AbortSignal,
): Promise<JointCardData | undefined> {
  if (rack) {
    const answer = await api.getPipes({ rackname: rack }, { signal });
    const joint = answer.pipes.find((pipe) => pipe.Serial_Number === serial);
    return joint && { joint, colormap: answer.colormap };
  }
  const { racks } = await api.getPipesAndRacks({ username }, { signal });
  for (const entry of racks) {
    const joint = entry.pipes.find((pipe) => pipe.Serial_Number === serial);
    if (joint) return { joint, colormap: {} };
  }
  return undefined;
}

/** The joint card element's view: the kit's JointCard, from the host's joint or the portal's racks. */
export function JointCardView({ element, joint: given, today }: JointCardViewProps) {
  const { serial, rack, jointHref } = element;
  const data = useElementData<JointCardData | undefined>(
    element,
    () => given,
    (api, auth, signal) => {
      if (!serial) throw new Error('serial: name the joint to show, e.g. serial="DP-0001"');
      return findJoint(api, auth.username, serial, rack, signal);
    },
    `${serial}|${rack}`,
  );
  if (!today.ok) return <ElementStatus status="error" message={today.message} />;
  if (data.status !== 'ready') return <DataStatus data={data} what="the joint" />;
  if (!data.data) {
    return (
      <ElementStatus
        status="empty"
        message={serial && element.apiBase ? `No joint ${serial} in your racks.` : 'No joint to show.'}
      />
    );
  }
  const { joint, colormap } = data.data;
  return (
    <JointCard
      joint={{ ...joint, Position: joint.Position ?? null } as RackGridJoint}
      today={today.today}
      colourRule={element.colourRule}
      item={joint.Item_No ? colormap[joint.Item_No] : undefined}
      href={jointHref ? jointLink(jointHref, joint.Serial_Number) : undefined}
    />
  );
}
