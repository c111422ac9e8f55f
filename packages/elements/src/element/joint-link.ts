/**
 * A joint's address from a `joint-href` template: `{serial}` replaced by the serial number, encoded.
 *
 * @example
 * jointLink('/joints/{serial}', 'DP 01'); // '/joints/DP%2001'
 */
export function jointLink(template: string, serial: string): string {
  return template.replaceAll('{serial}', encodeURIComponent(serial));
}
