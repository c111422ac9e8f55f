import { TreatmentBarChart } from './treatment-bar-chart.js';

/** One connection's machining percentages (core's `MachiningRate`, or a Total row in the same shape). */
export interface MachiningChartRate {
  connection: string;
  recut: number;
  srf: number;
  ok: number;
  /** Present in core's rates; older payloads leave it out and the chart then has no Reject group. */
  reject?: number | undefined;
}

type FigureKey = 'recut' | 'srf' | 'ok' | 'reject';

/** Props of {@link MachiningChart}. */
export interface MachiningChartProps {
  /** Percentages per connection from core's `machiningRates` (Pin, Box), optionally a Total row first. */
  rates: readonly MachiningChartRate[];
  title?: string;
  height?: number;
  width?: number;
}

/**
 * Machining results as percentages per connection: Recut, SRF, OK and (when given) Reject, bars in the
 * spec's Total / Pin / Box colours. Figures come from core (`machiningRates`); the chart computes none.
 *
 * @example
 * <MachiningChart rates={machiningRates(summary.Machining_Data)} />
 */
export function MachiningChart({ rates, title = 'Machining', height, width }: MachiningChartProps) {
  const figures: { key: FigureKey; label: string }[] = [
    { key: 'recut', label: 'Recut' },
    { key: 'srf', label: 'SRF' },
    { key: 'ok', label: 'OK' },
    ...(rates.some((r) => r.reject !== undefined) ? [{ key: 'reject' as const, label: 'Reject' }] : []),
  ];
  return (
    <TreatmentBarChart
      rates={rates}
      figures={figures}
      title={title}
      description={`Machining results in percent of inspected connections, per connection (${rates.map((r) => r.connection).join(', ')}).`}
      {...(height === undefined ? {} : { height })}
      {...(width === undefined ? {} : { width })}
    />
  );
}
