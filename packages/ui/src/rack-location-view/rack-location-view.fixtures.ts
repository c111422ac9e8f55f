import {
  BOUNDARY_JOINTS,
  FIXTURE_COLORMAP,
  FIXTURE_RACK,
  FULL_RACK_JOINTS,
  fixtureJoint,
  OTHER_CUSTOMER_POSITIONS,
} from '../rack-grid/rack-grid.fixtures.js';
import type { RackEntry } from './rack-entry.js';

/** Four racks of one yard: a drill-pipe rack, a full one, an OCTG rack and the 'Scrap OCTG' rack. */
export const FIXTURE_RACKS: RackEntry[] = [
  {
    rackinfo: FIXTURE_RACK,
    pipes: BOUNDARY_JOINTS,
    occupiedPositions: OTHER_CUSTOMER_POSITIONS,
    colormap: FIXTURE_COLORMAP,
  },
  {
    rackinfo: { ...FIXTURE_RACK, Rack_ID: 'R13' },
    pipes: FULL_RACK_JOINTS.map((joint) => ({ ...joint, Rack_Position: 'R13' })),
    colormap: FIXTURE_COLORMAP,
  },
  {
    rackinfo: { Site: 'Dusavik Base', Rack_ID: 'O3', Maxrowcount: 8, Capacity: 24, isOCTG: true },
    pipes: [{ ...fixtureJoint(2, 5, '958OCTG.01'), Rack_Position: 'O3' }],
    occupiedPositions: [10, 11],
    colormap: { '958OCTG.01': { color: '#2e7d32', iteminfo: '9 5/8" 53.5# P-110 VAM TOP' } },
  },
  {
    rackinfo: { Site: 'Dusavik Base', Rack_ID: 'Scrap OCTG', Maxrowcount: 10, Capacity: 20, isOCTG: true },
    pipes: [{ ...fixtureJoint(1, 90, '700OCTG.02'), Rack_Position: 'Scrap OCTG' }],
    occupiedPositions: [2],
  },
];
