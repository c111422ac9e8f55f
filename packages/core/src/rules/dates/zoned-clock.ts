const formatters = new Map<string, Intl.DateTimeFormat>();

function clockFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-GB', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
    } catch {
      throw new RangeError(`"${timeZone}" is not an IANA time zone (such as Europe/Oslo)`);
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * Refuses a time zone Intl does not know, without reading any clock.
 *
 * @throws RangeError naming the time zone.
 * @example
 * assertTimeZone('Europe/Oslo'); // returns
 * assertTimeZone('Europe/Atlantis'); // throws RangeError
 */
export function assertTimeZone(timeZone: string): void {
  clockFormatter(timeZone);
}

/**
 * What a wall clock in a time zone shows at an instant, as zero-padded digits.
 *
 * @example
 * const clock: ZonedClock = { year: '2026', month: '03', day: '29', hour: '00', minute: '30' };
 */
export interface ZonedClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

/**
 * The date and time a clock in an IANA time zone shows at an instant (epoch milliseconds). The one place
 * the kit asks Intl about time zones, so the calendar day and the date-time formats agree.
 *
 * @throws RangeError for a time zone Intl does not know.
 * @example
 * zonedClock(Date.parse('2026-03-28T23:30:00Z'), 'Europe/Oslo');
 * // { year: '2026', month: '03', day: '29', hour: '00', minute: '30' }
 */
export function zonedClock(ms: number, timeZone: string): ZonedClock {
  const parts = clockFormatter(timeZone).formatToParts(ms);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: part('year').padStart(4, '0'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
}
