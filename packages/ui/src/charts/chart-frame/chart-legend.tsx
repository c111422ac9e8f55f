/** Props of {@link ChartLegend}. */
export interface ChartLegendProps {
  /** Each entry's label and its colour (a CSS colour, usually a token `var()`). */
  entries: readonly { label: string; colour: string }[];
}

/**
 * The colour key of a chart, as a list under the plot.
 *
 * @example
 * <ChartLegend entries={[{ label: 'Pin', colour: 'var(--rr-chart-pin)' }]} />
 */
export function ChartLegend({ entries }: ChartLegendProps) {
  return (
    <ul className="rr-chart__legend" aria-label="Legend">
      {entries.map(({ label, colour }) => (
        <li key={label}>
          <span className="rr-chart__swatch" style={{ background: colour }} aria-hidden="true" />
          {label}
        </li>
      ))}
    </ul>
  );
}
