/**
 * A duration as a person reads it: tenths of a second under ten seconds, whole seconds under a minute,
 * then minutes and seconds, then hours and minutes.
 *
 * @example
 * durationInWords(812); // '0.8 s'
 * durationInWords(127_400); // '2 min 07 s'
 * durationInWords(3_780_000); // '1 h 03 min'
 */
export function durationInWords(ms: number): string {
  if (ms < 9_950) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ${twoDigits(seconds % 60)} s`;
  const minutes = Math.round(seconds / 60);
  return `${Math.floor(minutes / 60)} h ${twoDigits(minutes % 60)} min`;
}
