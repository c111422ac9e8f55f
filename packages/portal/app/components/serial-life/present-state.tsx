/** One line of a joint's or tool's present state; an empty value shows as a dash. */
export type StateLine = readonly [label: string, value: string | number | null];

/**
 * What a joint or tool is now, as a list of labelled values that wraps into as many columns as fit.
 *
 * @example
 * <PresentState lines={[['Location', 'Rig Ready'], ['Rack', 'R1']]} />
 */
export function PresentState({ lines }: { lines: readonly StateLine[] }) {
  return (
    <dl className="rr-serial-life__state">
      {lines.map(([label, value]) => (
        <div key={label} className="rr-serial-life__state-line">
          <dt>{label}</dt>
          <dd>{value === null || value === '' ? '–' : value}</dd>
        </div>
      ))}
    </dl>
  );
}
