import type { RackInfo, RackJoint } from '../data/element-data.types.js';
import type { JointSelectDetail } from '../events.js';

/** The `rigready-joint-select` detail of a joint in a rack. */
export function jointSelectDetail(joint: RackJoint, rack: RackInfo): JointSelectDetail {
  return {
    serial: joint.Serial_Number,
    position: joint.Position ?? null,
    rack: rack.Rack_ID,
    site: rack.Site ?? null,
    itemNo: joint.Item_No ?? null,
    joint,
  };
}
