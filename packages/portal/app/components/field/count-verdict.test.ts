import { describe, expect, it } from 'vitest';
import { expectedSerials, judgeScan, missingSerials } from './count-verdict.js';
import { type FieldCopy, indexFieldCopy } from './field-copy.js';

// Three joints and a tool of one customer: NW-1 and NW-3 lie in R-1 at Hammerfest (positions 2 and 1), NW-2
// in R-2, the tool T-9 in R-1 slot 4A; NW-1 and T-9 came on DT-7.
const COPY: FieldCopy = {
  customer: 'Northwind Drilling',
  takenAt: '2026-11-29T09:00:00.000Z',
  joints: {
    serial: ['NW-1', 'NW-2', 'NW-3'],
    itemNo: ['550DP.12', '550DP.12', '550DP.12'],
    equipment: ['Drill Pipe', 'Drill Pipe', 'Drill Pipe'],
    asset: ['Rig A', 'Rig A', 'Rig A'],
    location: ['Rig Ready', 'Inspection', 'Rig Ready'],
    site: ['Hammerfest', 'Hammerfest', 'Hammerfest'],
    rack: ['R-1', 'R-2', 'R-1'],
    position: [2, 7, 1],
    lastInspected: ['2026-03-14', null, '2026-05-02'],
    class: ['Premium', null, 'Class 2'],
    dtNo: ['DT-7', null, null],
  },
  tools: {
    serial: ['T-9'],
    description: ['Stabilizer 8 1/4'],
    asset: ['Rig A'],
    location: ['Rig Ready'],
    site: ['Hammerfest'],
    rack: ['R-1'],
    slot: ['4A'],
    lastInspected: ['2026-01-20'],
    dtNo: ['DT-7'],
  },
  racks: [
    { site: 'Hammerfest', rack: 'R-1' },
    { site: 'Hammerfest', rack: 'R-2' },
  ],
};

const index = indexFieldCopy(COPY);
const RACK = { kind: 'rack', site: 'Hammerfest', rack: 'R-1' } as const;
const TICKET = { kind: 'delivery', dtNo: 'DT-7' } as const;

describe('a rack count judged on the device copy', () => {
  it('expects the rack’s joints by position, then its tools', () => {
    expect(expectedSerials(index, RACK)).toEqual(['NW-3', 'NW-1', 'T-9']);
  });

  it('finds a joint of the rack whatever the case and spaces of the typed serial', () => {
    expect(judgeScan(index, RACK, ' nw-1 ')).toMatchObject({ serial: 'NW-1', outcome: 'found' });
  });

  it('says a joint of the user’s in another rack belongs elsewhere', () => {
    expect(judgeScan(index, RACK, 'NW-2')).toMatchObject({
      outcome: 'other-rack',
      entry: { rack: 'R-2', place: '7' },
    });
  });

  it('calls a serial the copy does not have unexpected', () => {
    expect(judgeScan(index, RACK, 'KD-1')).toEqual({ serial: 'KD-1', outcome: 'unexpected', entry: null });
  });

  it('lists as missing what is expected and not scanned', () => {
    expect(missingSerials(expectedSerials(index, RACK), ['nw-1'])).toEqual(['NW-3', 'T-9']);
  });
});

describe('a delivery check judged on the device copy', () => {
  it('expects the ticket’s joints and tools', () => {
    expect(expectedSerials(index, TICKET)).toEqual(['NW-1', 'T-9']);
    expect(index.deliveries).toEqual(['DT-7']);
  });

  it('finds what is on the ticket and calls the rest extra, the user’s or not', () => {
    expect(judgeScan(index, TICKET, 'T-9').outcome).toBe('found');
    expect(judgeScan(index, TICKET, 'NW-3').outcome).toBe('extra');
    expect(judgeScan(index, TICKET, 'KD-1').outcome).toBe('extra');
  });
});
