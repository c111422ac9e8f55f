import { type FieldEntry, type FieldIndex, serialKey } from './field-copy.js';

/** What a count checks: the joints and tools of a rack, or those of a delivery ticket. */
export type CountTarget = { kind: 'rack'; site: string; rack: string } | { kind: 'delivery'; dtNo: string };

/**
 * A scan's verdict: in the rack or on the ticket (found), the user's own but in another rack (other-rack),
 * not on the ticket (extra), or not one of the user's joints and tools at all (unexpected).
 */
export type ScanOutcome = 'found' | 'other-rack' | 'extra' | 'unexpected';

/** One scan judged against the device copy. */
export interface JudgedScan {
  serial: string;
  outcome: ScanOutcome;
  /** The copy's entry, when the serial is the user's. */
  entry: FieldEntry | null;
}

const isExpected = (entry: FieldEntry, target: CountTarget) =>
  target.kind === 'rack'
    ? entry.site === target.site && entry.rack === target.rack
    : entry.dtNo === target.dtNo;

/**
 * Judges one scanned serial against the copy: for a rack, found, other-rack or unexpected; for a delivery
 * ticket, found or extra (a serial that is not the user's is extra on a ticket too).
 *
 * @example
 * judgeScan(index, { kind: 'rack', site: 'Hammerfest', rack: 'R-50' }, 'NW-F001').outcome; // 'found'
 */
export function judgeScan(index: FieldIndex, target: CountTarget, serial: string): JudgedScan {
  const entry = index.bySerial.get(serialKey(serial)) ?? null;
  const name = entry?.serial ?? serial.trim();
  if (entry && isExpected(entry, target)) return { serial: name, outcome: 'found', entry };
  if (target.kind === 'delivery') return { serial: name, outcome: 'extra', entry };
  return { serial: name, outcome: entry ? 'other-rack' : 'unexpected', entry };
}

/**
 * The serials the copy expects the count to find, in rack order (position, then serial) or serial order.
 *
 * @example
 * expectedSerials(index, { kind: 'delivery', dtNo: 'DT-F-001' }).length; // 12
 */
export function expectedSerials(index: FieldIndex, target: CountTarget): string[] {
  const expected = [...index.bySerial.values()].filter((entry) => isExpected(entry, target));
  const place = (entry: FieldEntry) => Number(entry.place) || Number.POSITIVE_INFINITY;
  return expected
    .sort((a, b) => place(a) - place(b) || a.serial.localeCompare(b.serial))
    .map((entry) => entry.serial);
}

/**
 * The serials expected and not (yet) scanned.
 *
 * @example
 * missingSerials(['NW-F001', 'NW-F002'], ['NW-F002']); // ['NW-F001']
 */
export function missingSerials(expected: readonly string[], scanned: readonly string[]): string[] {
  const seen = new Set(scanned.map(serialKey));
  return expected.filter((serial) => !seen.has(serialKey(serial)));
}
