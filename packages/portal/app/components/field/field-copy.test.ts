import { describe, expect, it } from 'vitest';
import { type FieldCopy, indexFieldCopy, serialKey } from './field-copy.js';

// Two joints and two tools; tool NW-2 shares its serial with a joint, which the label's first link opens.
const COPY: FieldCopy = {
  customer: 'Northwind Drilling',
  takenAt: '2026-11-29T09:00:00.000Z',
  joints: {
    serial: ['NW-1', 'NW-2'],
    itemNo: ['550DP.12', '550DP.12'],
    equipment: ['Drill Pipe', 'Drill Pipe'],
    asset: ['Rig A', 'Rig A'],
    location: ['Rig Ready', 'Rig Ready'],
    site: ['Hammerfest', 'Hammerfest'],
    rack: ['R-1', 'R-1'],
    position: [1, 2],
    lastInspected: [null, null],
    class: [null, null],
    dtNo: ['DT-9', null],
  },
  tools: {
    serial: ['NW-2', 'T-5'],
    description: ['Stabilizer', 'Jar'],
    asset: ['Rig A', 'Rig A'],
    location: ['Rig Ready', 'Rig Ready'],
    site: ['Hammerfest', 'Hammerfest'],
    rack: ['R-1', 'R-1'],
    slot: ['1A', '1B'],
    lastInspected: [null, null],
    dtNo: ['DT-10', 'DT-10'],
  },
  racks: [{ site: 'Hammerfest', rack: 'R-1' }],
};

describe('the device copy made searchable', () => {
  const index = indexFieldCopy(COPY);

  it('counts each serial once, as the label opens it: 2 joints and 1 tool', () => {
    expect([index.bySerial.size, index.joints, index.tools]).toEqual([3, 2, 1]);
    expect(index.bySerial.get(serialKey(' nw-2'))?.kind).toBe('joint');
  });

  it('lists the delivery tickets its entries name, once each and sorted', () => {
    expect(index.deliveries).toEqual(['DT-10', 'DT-9']);
  });
});
