import { DEFAULT_STATUS_PALETTE } from '@rigready/core';

/** The interval at which a page showing a run under way reloads. */
export const RUNNING_RELOAD_MS = 3000;

const STATUS_COLOURS: Record<string, string | null> = {
  succeeded: DEFAULT_STATUS_PALETTE.green,
  refused: DEFAULT_STATUS_PALETTE.amber,
  failed: DEFAULT_STATUS_PALETTE.red,
};

/**
 * The chip colour of a run's status: green, amber for refused, red for failed, neutral while under way.
 *
 * @example
 * importStatusColour('failed'); // '#f44336'
 */
export function importStatusColour(status: string): string | null {
  return STATUS_COLOURS[status] ?? null;
}
