import { z } from 'zod';
import type { Known } from './known.js';

/**
 * A labelled series for bar and pie charts (IPC classes, wall classes, tube and tool-joint results).
 *
 * @example
 * chartSeriesSchema.parse({ labels: ['1', '2', '3'], data: [40, 12, 3] });
 */
export const chartSeriesSchema = z.looseObject({
  labels: z.array(z.union([z.string(), z.number()])),
  data: z.array(z.number()),
});

/**
 * A chart series as parsed by {@link chartSeriesSchema}.
 *
 * @example
 * const total = (series: ChartSeries) => series.data.reduce((sum, value) => sum + value, 0);
 */
export type ChartSeries = Known<z.infer<typeof chartSeriesSchema>>;

/**
 * A histogram as x values (bins or measurements) and y values (counts).
 *
 * @example
 * xySeriesSchema.parse({ x: [4.5, 4.75, 5], y: [2, 9, 1] });
 */
export const xySeriesSchema = z.looseObject({
  x: z.array(z.union([z.number(), z.string()])),
  y: z.array(z.number()),
});

/**
 * An x/y series as parsed by {@link xySeriesSchema}.
 *
 * @example
 * const bins = (series: XySeries) => series.x.length;
 */
export type XySeries = Known<z.infer<typeof xySeriesSchema>>;
