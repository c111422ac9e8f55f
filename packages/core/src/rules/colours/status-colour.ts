/**
 * The semantic colours that business rules return. The UI maps them to its theme (CSS custom properties);
 * {@link DEFAULT_STATUS_PALETTE} is the fallback. `'unknown'` is the neutral colour of a code the rules do
 * not recognise.
 *
 * @example
 * const colour: StatusColour = conditionCodeColour('D'); // 'amber'
 */
export type StatusColour = 'green' | 'light-green' | 'yellow' | 'amber' | 'orange' | 'red' | 'unknown';

/**
 * Default hex value of each {@link StatusColour} (Material palette 500 shades, grey for unknown). Themes
 * override them; rules never return hex values themselves.
 *
 * @example
 * DEFAULT_STATUS_PALETTE[positionColourByAge(20, 'rack-view')]; // '#ffeb3b'
 */
export const DEFAULT_STATUS_PALETTE: Readonly<Record<StatusColour, string>> = Object.freeze({
  green: '#4caf50',
  'light-green': '#8bc34a',
  yellow: '#ffeb3b',
  amber: '#ffc107',
  orange: '#ff9800',
  red: '#f44336',
  unknown: '#9e9e9e',
});
