import { EnvError } from './env-error.server.js';

/**
 * How many months of the change history (what imports changed in each record) the portal keeps:
 * PORTAL_CHANGE_HISTORY_MONTHS, a whole number of months, 1 or more; unset or empty keeps every change
 * (null).
 *
 * @throws EnvError naming the variable and the value when it is not a whole number of 1 or more.
 * @example
 * readChangeHistoryMonths({ PORTAL_CHANGE_HISTORY_MONTHS: '24' }); // 24
 * readChangeHistoryMonths({}); // null
 */
export function readChangeHistoryMonths(source: Record<string, string | undefined>): number | null {
  const text = source.PORTAL_CHANGE_HISTORY_MONTHS?.trim();
  if (!text) return null;
  const months = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(months) || months < 1)
    throw new EnvError(
      `Invalid configuration: PORTAL_CHANGE_HISTORY_MONTHS must be a whole number of months, 1 or more ` +
        `(unset keeps every change); got ${JSON.stringify(source.PORTAL_CHANGE_HISTORY_MONTHS)}`,
    );
  return months;
}
