import type { CountTarget, ScanOutcome } from './count-verdict.js';

/** One scan of a count as the device keeps it and sends it. */
export interface DeviceScan {
  serial: string;
  /** When it was scanned (ISO instant, the device's clock). */
  at: string;
  outcome: ScanOutcome;
}

/**
 * Where a count stands on the device: being counted (open), finished and waiting for a connection (pending),
 * recorded by the portal (sent, with its number) or refused by it (refused, with the portal's reason; kept
 * so nothing is lost).
 */
export type DeviceCountStatus = 'open' | 'pending' | 'sent' | 'refused';

/** A rack count or delivery check kept on the device until the portal has recorded it. */
export interface DeviceCount {
  /** The idempotency key: the portal records one count per key, however often it is sent. */
  key: string;
  target: CountTarget;
  startedAt: string;
  finishedAt: string | null;
  /** When the copy the device judged the scans by was taken. */
  copyTakenAt: string;
  scans: DeviceScan[];
  missing: string[];
  status: DeviceCountStatus;
  /** The portal's number once recorded (FC-2026-0001). */
  number: string | null;
  /** The conflicts the portal found (joints that moved since the copy was taken). */
  conflicts: number | null;
  /** Why the portal refused it. */
  refusal: string | null;
}

/**
 * The body POST /api/field/counts takes for a finished count.
 *
 * @example
 * await fetch('/api/field/counts', { method: 'POST', body: JSON.stringify(countBody(count)) });
 */
export function countBody(count: DeviceCount) {
  const target =
    count.target.kind === 'rack'
      ? { kind: 'rack', site: count.target.site, rack: count.target.rack }
      : { kind: 'delivery', dtNo: count.target.dtNo };
  return {
    key: count.key,
    ...target,
    startedAt: count.startedAt,
    finishedAt: count.finishedAt,
    copyTakenAt: count.copyTakenAt,
    scans: count.scans,
    missing: count.missing,
  };
}

/**
 * The words of a count's target, as lists and headings show it.
 *
 * @example
 * targetWords({ kind: 'rack', site: 'Hammerfest', rack: 'R-50' }); // 'Rack R-50, Hammerfest'
 */
export function targetWords(target: CountTarget): string {
  return target.kind === 'rack' ? `Rack ${target.rack}, ${target.site}` : `Delivery ${target.dtNo}`;
}
