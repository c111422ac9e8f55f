/**
 * A rack's layout (docs/data-contract.md racks.json).
 *
 * @example
 * const rack: RackLayout = { Maxrowcount: 10, Capacity: 40 };
 */
export interface RackLayout {
  /** Positions per row. */
  Maxrowcount: number;
  /** Positions in all. */
  Capacity: number;
}

/**
 * One position of a rack grid.
 *
 * @example
 * const cell: RackCell<{ Position: number }> = { position: 3, state: 'occupied' };
 */
export type RackCell<J> =
  | { position: number; state: 'joint'; joint: J }
  | { position: number; state: 'occupied' }
  | { position: number; state: 'empty' };

function assertPositiveInteger(value: number, name: string): void {
  if (!Number.isInteger(value) || value < 1)
    throw new RangeError(`${name} must be a positive integer, got ${value}`);
}

function assertPosition(position: number, capacity: number, what: string): void {
  if (!Number.isInteger(position) || position < 1 || position > capacity) {
    throw new RangeError(`${what} position ${position} is outside the rack (1..${capacity})`);
  }
}

/**
 * Lays a rack out as rows for display: positions 1..Capacity are split into rows of Maxrowcount (row 1
 * holds positions 1..Maxrowcount, the last row may be shorter) and the rows are returned in reverse order,
 * top row first, as the rack is drawn (spec part 1 §9). Each cell holds the customer's joint at that
 * position, `'occupied'` when another customer's joint is there (nothing about it is shown), or `'empty'`.
 * Joints whose `Position` is null are not in a slot and are skipped.
 *
 * @throws RangeError when Capacity or Maxrowcount is not a positive integer, a position is outside
 * 1..Capacity, or two joints claim the same position.
 * @example
 * rackGridRows({ Maxrowcount: 3, Capacity: 5 }, [{ Serial_Number: 'S1', Position: 4 }], [1]);
 * // [
 * //   [{ position: 4, state: 'joint', joint: {...} }, { position: 5, state: 'empty' }],
 * //   [{ position: 1, state: 'occupied' }, { position: 2, state: 'empty' },
 * //    { position: 3, state: 'empty' }],
 * // ]
 */
export function rackGridRows<J extends { Position: number | null }>(
  rack: RackLayout,
  joints: readonly J[],
  occupiedByOthers: Iterable<number> = [],
): RackCell<J>[][] {
  assertPositiveInteger(rack.Capacity, 'Capacity');
  assertPositiveInteger(rack.Maxrowcount, 'Maxrowcount');
  const byPosition = new Map<number, J>();
  for (const joint of joints) {
    if (joint.Position === null) continue;
    assertPosition(joint.Position, rack.Capacity, 'Joint');
    if (byPosition.has(joint.Position)) throw new RangeError(`Two joints claim position ${joint.Position}`);
    byPosition.set(joint.Position, joint);
  }
  const occupied = new Set<number>();
  for (const position of occupiedByOthers) {
    assertPosition(position, rack.Capacity, 'Occupied');
    occupied.add(position);
  }
  const rows: RackCell<J>[][] = [];
  for (let start = 1; start <= rack.Capacity; start += rack.Maxrowcount) {
    const row: RackCell<J>[] = [];
    for (let position = start; position < start + rack.Maxrowcount && position <= rack.Capacity; position++) {
      const joint = byPosition.get(position);
      if (joint) row.push({ position, state: 'joint', joint });
      else row.push({ position, state: occupied.has(position) ? 'occupied' : 'empty' });
    }
    rows.push(row);
  }
  return rows.reverse();
}
