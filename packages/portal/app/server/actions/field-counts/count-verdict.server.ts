import type { FieldOutcome } from '../../db/schema.server.js';
import type { CountDraft } from './count-input.server.js';
import type { CountPlaces, Place } from './count-places.server.js';

/** One serial of a count as the server judged it, beside what the device said. */
export interface CountLine {
  serial: string;
  itemKind: 'joint' | 'tool' | null;
  scannedAt: string | null;
  outcome: FieldOutcome;
  deviceOutcome: FieldOutcome | null;
  conflict: boolean;
  now: { site: string | null; rack: string | null; position: string | null } | null;
}

/** A count's totals by the server's verdicts, and how many lines the device judged otherwise. */
export interface CountTotals {
  found: number;
  missing: number;
  unexpected: number;
  otherRack: number;
  extra: number;
  conflicts: number;
}

/** The server's verdict on a count: its lines (scans in order, then the missing) and totals. */
export interface CountVerdict {
  lines: CountLine[];
  totals: CountTotals;
}

function scanOutcome(draft: CountDraft, place: Place | undefined): FieldOutcome {
  if (draft.kind === 'delivery') return place?.dtNo === draft.dtNo ? 'found' : 'extra';
  if (!place) return 'unexpected';
  return place.site === draft.site && place.rack === draft.rack ? 'found' : 'other-rack';
}

function line(
  serial: string,
  place: Place | undefined,
  scannedAt: string | null,
  outcome: FieldOutcome,
  deviceOutcome: FieldOutcome | null,
): CountLine {
  return {
    serial,
    itemKind: place?.kind ?? null,
    scannedAt,
    outcome,
    deviceOutcome,
    conflict: outcome !== deviceOutcome,
    now: place ? { site: place.site, rack: place.rack, position: place.position } : null,
  };
}

/**
 * Judges a count from what the rack or ticket holds now (`places`, read in the caller's scope): a scan is
 * found when the joint or tool is in that rack (or on that ticket) now; in a rack count it is other-rack
 * when it is the caller's and elsewhere, unexpected otherwise (another customer's alike); in a delivery
 * check it is extra. Missing is what the rack or ticket holds and no one scanned. A line whose device
 * verdict differs — it moved since the copy was taken, or only one side expected it missing — is a
 * conflict; the device's missing serial the server no longer expects is `not-expected`.
 *
 * @example
 * judgeCount(draft, places).totals; // { found: 49, missing: 1, unexpected: 1, otherRack: 0, extra: 0, conflicts: 0 }
 */
export function judgeCount(draft: CountDraft, places: CountPlaces): CountVerdict {
  const lines: CountLine[] = draft.scans.map((scan) => {
    const place = places.named.get(scan.serial);
    return line(scan.serial, place, scan.at, scanOutcome(draft, place), scan.outcome);
  });
  const scanned = new Set(draft.scans.map((scan) => scan.serial));
  const deviceMissing = new Set(draft.missing);
  const expected = new Set(places.expected);
  for (const serial of places.expected)
    if (!scanned.has(serial))
      lines.push(
        line(serial, places.named.get(serial), null, 'missing', deviceMissing.has(serial) ? 'missing' : null),
      );
  for (const serial of draft.missing)
    if (!expected.has(serial))
      lines.push(line(serial, places.named.get(serial), null, 'not-expected', 'missing'));
  const count = (outcome: FieldOutcome) => lines.filter((one) => one.outcome === outcome).length;
  return {
    lines,
    totals: {
      found: count('found'),
      missing: count('missing'),
      unexpected: count('unexpected'),
      otherRack: count('other-rack'),
      extra: count('extra'),
      conflicts: lines.filter((one) => one.conflict).length,
    },
  };
}
