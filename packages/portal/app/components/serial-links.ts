/**
 * The page of a tubular joint, which every serial number of a joint links to and label QR codes open.
 *
 * @example
 * jointHref('NW 0001/A'); // '/joints/NW%200001%2FA'
 */
export function jointHref(serial: string): string {
  return `/joints/${encodeURIComponent(serial)}`;
}

/**
 * The page of a BHA tool, which every BHA serial number links to.
 *
 * @example
 * toolHref('JAR-77'); // '/tools/JAR-77'
 */
export function toolHref(serial: string): string {
  return `/tools/${encodeURIComponent(serial)}`;
}
