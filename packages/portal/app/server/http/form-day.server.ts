const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DOTTED_DAY = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/**
 * A day typed in a form, as `YYYY-MM-DD`: the portal's DD.MM.YYYY (as every date is shown) or ISO; null
 * when empty or not a day of the calendar (31.02.2026).
 *
 * @example
 * formDay('09.03.2026'); // '2026-03-09'
 * formDay('2026-03-09'); // '2026-03-09'
 * formDay('31.02.2026'); // null
 */
export function formDay(text: string | null | undefined): string | null {
  const value = text?.trim() ?? '';
  const iso = ISO_DAY.exec(value);
  const dotted = DOTTED_DAY.exec(value);
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : dotted
      ? [Number(dotted[3]), Number(dotted[2]), Number(dotted[1])]
      : [0, 0, 0];
  if (year === 0) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return date.toISOString().slice(0, 10);
}
