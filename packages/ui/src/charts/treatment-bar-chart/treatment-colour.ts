/**
 * The colour of a machining or hardbanding series by connection: Total, Pin and Box read the
 * `--rr-chart-total`, `--rr-chart-pin` and `--rr-chart-box` tokens, whose defaults are the spec's
 * #2b1d0e, #70675d and #aab1b7 (part 2 §2); any other connection takes the bar colour.
 *
 * @example
 * treatmentColour('Pin'); // 'var(--rr-chart-pin)'
 */
export function treatmentColour(connection: string): string {
  switch (connection) {
    case 'Total':
      return 'var(--rr-chart-total)';
    case 'Pin':
      return 'var(--rr-chart-pin)';
    case 'Box':
      return 'var(--rr-chart-box)';
    default:
      return 'var(--rr-chart-bar)';
  }
}
