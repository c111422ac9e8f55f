import { TreatmentBarChart } from './treatment-bar-chart.js';

/** The box's hardbanding percentages (core's `HardbandingRate`, or a Total row in the same shape). */
export interface HardbandingChartRate {
  connection: string;
  /** SUM_HB share: hardbanded. */
  reject: number;
  /** OK share. */
  ok: number;
  /** REJ share: rejected hardband; absent in older payloads. */
  rej?: number | undefined;
}

type FigureKey = 'reject' | 'ok' | 'rej';

/** Props of {@link HardbandingChart}. */
export interface HardbandingChartProps {
  /** Percentages from core's `hardbandingRates` (Box), optionally a Total row first; empty or null: no data. */
  rates: readonly HardbandingChartRate[] | null;
  title?: string;
  height?: number;
  width?: number;
}

/**
 * Hardbanding results of the box as percentages: Hardbanded (SUM_HB), OK and, when given, Rejected
 * (REJ), bars in the spec's Total / Box colours. Figures come from core (`hardbandingRates`).
 *
 * @example
 * <HardbandingChart rates={summary.hb_rates ? [summary.hb_rates] : null} />
 */
export function HardbandingChart({ rates, title = 'Hardbanding', height, width }: HardbandingChartProps) {
  const list = rates ?? [];
  const figures: { key: FigureKey; label: string }[] = [
    { key: 'reject', label: 'Hardbanded' },
    { key: 'ok', label: 'OK' },
    ...(list.some((r) => r.rej !== undefined) ? [{ key: 'rej' as const, label: 'Rejected' }] : []),
  ];
  return (
    <TreatmentBarChart
      rates={list}
      figures={figures}
      title={title}
      description="Hardbanding results of the box connection in percent."
      {...(height === undefined ? {} : { height })}
      {...(width === undefined ? {} : { width })}
    />
  );
}
