import type { RackColor } from '@rigready/core';
import type { RackGridJoint, RackGridRack } from './rack-grid.types.js';

/** The day every rack story and test counts ages to. */
export const FIXTURE_TODAY = '2024-06-30';

/** A drill-pipe rack of 4 rows of 12 and a short top row. */
export const FIXTURE_RACK: RackGridRack = {
  Site: 'Dusavik Base',
  Rack_ID: 'R12',
  Maxrowcount: 12,
  Capacity: 52,
  isOCTG: false,
};

/** Two items with the colours the rack answer gives them. */
export const FIXTURE_COLORMAP: Record<string, RackColor> = {
  '550DP.12': { color: '#1565c0', iteminfo: '5 1/2" 21.9# S-135 NC50 R2' },
  '500DP.07': { color: '#6a1b9a', iteminfo: '5" 19.5# G-105 NC50 R2' },
};

function isoDaysBefore(today: string, days: number): string {
  return new Date(Date.parse(today) - days * 86_400_000).toISOString().slice(0, 10);
}

/** A joint of the fixture rack inspected `days` before {@link FIXTURE_TODAY}. */
export function fixtureJoint(position: number, days: number | null, itemNo = '550DP.12'): RackGridJoint {
  return {
    Serial_Number: `DP-${String(4000 + position).padStart(5, '0')}`,
    Position: position,
    Rack_Position: FIXTURE_RACK.Rack_ID,
    Item_No: itemNo,
    Date_Inspected: days === null ? null : isoDaysBefore(FIXTURE_TODAY, days),
    Description: itemNo === '550DP.12' ? 'Drill pipe 5 1/2" S-135' : 'Drill pipe 5" G-105',
    Order_No: 40211 + (position % 3),
  };
}

/** Joints at each rack-view colour boundary: 0, 16 (green), 17, 61 (yellow), 62, 400 days (red), none. */
export const BOUNDARY_JOINTS: RackGridJoint[] = [
  fixtureJoint(1, 0),
  fixtureJoint(2, 16),
  fixtureJoint(3, 17),
  fixtureJoint(4, 61),
  fixtureJoint(5, 62),
  fixtureJoint(6, 400, '500DP.07'),
  fixtureJoint(7, null, '500DP.07'),
];

/** Positions held by another customer in the fixture rack. */
export const OTHER_CUSTOMER_POSITIONS = [8, 9, 20, 21, 22];

/** Every position of the fixture rack filled with the viewer's joints, ages spread over all colours. */
export const FULL_RACK_JOINTS: RackGridJoint[] = Array.from({ length: FIXTURE_RACK.Capacity }, (_, i) =>
  fixtureJoint(i + 1, (i * 37) % 420, i % 4 === 0 ? '500DP.07' : '550DP.12'),
);

/** Joints of each class (and one not classed) for the class colour scale. */
export const CLASS_JOINTS: RackGridJoint[] = [
  { ...fixtureJoint(1, 20), Class: 'Premium' },
  { ...fixtureJoint(2, 20), Class: 'Class 2' },
  { ...fixtureJoint(3, 400), Class: 'Reject' },
  { ...fixtureJoint(4, 20), Class: null },
  { ...fixtureJoint(5, null, '500DP.07'), Class: null },
];
