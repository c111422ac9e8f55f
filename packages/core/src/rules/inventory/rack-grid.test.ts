import { describe, expect, it } from 'vitest';
import { rackGridRows } from './rack-grid.js';

const joint = (serial: string, position: number | null) => ({ Serial_Number: serial, Position: position });

describe('rackGridRows', () => {
  it('splits positions into rows of Maxrowcount and returns the top row first', () => {
    const rows = rackGridRows({ Maxrowcount: 3, Capacity: 7 }, []);
    expect(rows.map((row) => row.map((cell) => cell.position))).toEqual([[7], [4, 5, 6], [1, 2, 3]]);
  });

  it("places the customer's joints, marks other customers' positions occupied and the rest empty", () => {
    const a = joint('A1', 4);
    const rows = rackGridRows({ Maxrowcount: 3, Capacity: 6 }, [a, joint('loose', null)], [1, 6]);
    expect(rows).toEqual([
      [
        { position: 4, state: 'joint', joint: a },
        { position: 5, state: 'empty' },
        { position: 6, state: 'occupied' },
      ],
      [
        { position: 1, state: 'occupied' },
        { position: 2, state: 'empty' },
        { position: 3, state: 'empty' },
      ],
    ]);
  });

  it('shows the joint when the same position is also reported occupied', () => {
    const rows = rackGridRows({ Maxrowcount: 1, Capacity: 1 }, [joint('A1', 1)], [1]);
    expect(rows[0]?.[0]?.state).toBe('joint');
  });

  it('makes one row when Maxrowcount is at least the capacity', () => {
    expect(rackGridRows({ Maxrowcount: 10, Capacity: 4 }, [])).toHaveLength(1);
  });

  it('rejects bad layouts and positions with a message naming them', () => {
    expect(() => rackGridRows({ Maxrowcount: 0, Capacity: 4 }, [])).toThrow(
      'Maxrowcount must be a positive integer',
    );
    expect(() => rackGridRows({ Maxrowcount: 2, Capacity: 2.5 }, [])).toThrow(
      'Capacity must be a positive integer',
    );
    expect(() => rackGridRows({ Maxrowcount: 2, Capacity: 4 }, [joint('A', 5)])).toThrow(
      'Joint position 5 is outside the rack (1..4)',
    );
    expect(() => rackGridRows({ Maxrowcount: 2, Capacity: 4 }, [joint('A', 0)])).toThrow(RangeError);
    expect(() => rackGridRows({ Maxrowcount: 2, Capacity: 4 }, [], [9])).toThrow('Occupied position 9');
    expect(() => rackGridRows({ Maxrowcount: 2, Capacity: 4 }, [joint('A', 2), joint('B', 2)])).toThrow(
      'Two joints claim position 2',
    );
  });
});
