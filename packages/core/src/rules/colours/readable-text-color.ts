const HEX_COLOR = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Relative luminance of an sRGB channel (0-255), per WCAG 2.x. */
function channelLuminance(channel: number): number {
  const c = channel / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function parseHexColor(color: string): [number, number, number] | null {
  const match = HEX_COLOR.exec(color.trim());
  if (!match?.[1]) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/**
 * Picks black or white text for a background colour, whichever has the higher WCAG contrast ratio, so a
 * chip coloured by data (an order priority, a times-used count) stays legible whatever colour it gets.
 * Returns `null` for a value that is not a `#rgb` or `#rrggbb` colour.
 *
 * @example
 * readableTextColor('#d32f2f'); // '#ffffff'
 * readableTextColor('#ffeb3b'); // '#000000'
 */
export function readableTextColor(background: string): '#000000' | '#ffffff' | null {
  const rgb = parseHexColor(background);
  if (!rgb) return null;
  const [r, g, b] = rgb.map(channelLuminance) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const contrastWithWhite = 1.05 / (luminance + 0.05);
  const contrastWithBlack = (luminance + 0.05) / 0.05;
  return contrastWithBlack >= contrastWithWhite ? '#000000' : '#ffffff';
}
