import { z } from 'zod';
import { chartSeriesSchema, xySeriesSchema } from './charts.js';
import { count, dateValue, reference, text } from './fields.js';
import type { Known } from './known.js';
import { itemInfoSchema } from './tallies.js';

const tally = z.number().nonnegative();

/**
 * Machining outcome counts of one connection end: SUM (recut), OK, SRF, FR, RF.
 *
 * @example
 * machiningCountsSchema.parse({ SUM: 4, OK: 50, SRF: 2, FR: 1, RF: 0 });
 */
export const machiningCountsSchema = z.looseObject({
  SUM: tally,
  OK: tally,
  SRF: tally,
  FR: tally,
  RF: tally,
});

/**
 * Machining counts of both ends.
 *
 * @example
 * machiningDataSchema.parse({ Pin: counts, Box: counts });
 */
export const machiningDataSchema = z.looseObject({ Pin: machiningCountsSchema, Box: machiningCountsSchema });

/**
 * Hardbanding counts (box end only): REJ, SUM_HB, OK.
 *
 * @example
 * hardbandingDataSchema.parse({ Box: { REJ: 1, SUM_HB: 6, OK: 40 } });
 */
export const hardbandingDataSchema = z.looseObject({
  Box: z.looseObject({ REJ: tally, SUM_HB: tally, OK: tally }),
});

/**
 * The lowest measured values of an item's joints.
 *
 * @example
 * minimumValuesSchema.parse({ TS_Pin: 6.2, TS_Box: 7.9, OD_Box: 6.4, Wall: 87.5 });
 */
export const minimumValuesSchema = z.looseObject({
  TS_Pin: z.number().nullish(),
  TS_Box: z.number().nullish(),
  OD_Box: z.number().nullish(),
  Wall: z.number().nullish(),
});

/**
 * One order in the statistics page's order table.
 *
 * @example
 * statisticsOrderDataSchema.parse({ Item_No: '550DP.12', Order_No: 40211, Quantity: 60, Scrap: 1 });
 */
export const statisticsOrderDataSchema = z.looseObject({
  Item_No: text,
  Order_No: reference,
  Inspection_Date: dateValue,
  Quantity: tally.nullish(),
  Scrap: tally.nullish(),
  Recut: tally.nullish(),
  SRF: tally.nullish(),
  Hardbanding: tally.nullish(),
});

/**
 * The statistics of one item over the chosen orders, as the statistics page (/statistics) draws them for
 * one equipment type: IPC, tube and tool-joint results, tong space, OD and wall histograms, the minimum
 * values, the inspected quantity, hardbanding and machining counts and rates per connection, and the orders.
 *
 * @example
 * equipmentStatisticsSchema.parse(answer.statistics);
 */
export const equipmentStatisticsSchema = z.looseObject({
  itemData: z.array(itemInfoSchema),
  IPC: chartSeriesSchema,
  TU_Tube: chartSeriesSchema,
  TJ_Tooljoint: chartSeriesSchema,
  tongspace: z.looseObject({ Pin: xySeriesSchema, Box: xySeriesSchema }),
  od: z.looseObject({ Box: xySeriesSchema }),
  wall: xySeriesSchema,
  minimum_values: minimumValuesSchema,
  quantity_inspected: count,
  Hardbanding: hardbandingDataSchema.nullish(),
  Machining_Data: machiningDataSchema,
  // rej and reject are core's figures the legacy payload lacked; optional so older answers still parse.
  hb_rates: z.array(
    z.looseObject({ connection: z.string(), ok: z.number(), reject: z.number(), rej: z.number().optional() }),
  ),
  machining_rates: z.array(
    z.looseObject({
      connection: z.string(),
      ok: z.number(),
      recut: z.number(),
      srf: z.number(),
      reject: z.number().optional(),
    }),
  ),
  listOfOrderData: z.array(statisticsOrderDataSchema),
});

/**
 * Equipment statistics as parsed by {@link equipmentStatisticsSchema}.
 *
 * @example
 * const noOrders = (stats: EquipmentStatistics) => stats.listOfOrderData.length === 0;
 */
export type EquipmentStatistics = Known<z.infer<typeof equipmentStatisticsSchema>>;

/**
 * The equipment dashboards of the statistics page.
 *
 * @example
 * statisticsEquipmentSchema.parse('TBG');
 */
export const statisticsEquipmentSchema = z.enum(['DP', 'DC', 'HW', 'OCTG', 'TBG']);

/**
 * The answer of POST /statistics/equipment (design): which equipment dashboard to draw, and its statistics.
 *
 * @example
 * equipmentStatisticsAnswerSchema.parse({ equipment: 'DP', statistics });
 */
export const equipmentStatisticsAnswerSchema = z.looseObject({
  equipment: statisticsEquipmentSchema,
  statistics: equipmentStatisticsSchema,
});

/**
 * The /statistics/equipment answer as parsed by {@link equipmentStatisticsAnswerSchema}.
 *
 * @example
 * const panel = (answer: EquipmentStatisticsAnswer) => answer.equipment;
 */
export type EquipmentStatisticsAnswer = Known<z.infer<typeof equipmentStatisticsAnswerSchema>>;

/**
 * One order row of the item statistics (/statistics/item `Orders`).
 *
 * @example
 * itemStatisticsOrderSchema.parse({ Order_No: 40211, Inspection_Date: '2026-02-28',
 *   Machining_Pin_Sum_Recut: 2, Machining_Box_Sum_Recut: 1, Machining_Pin_SRF: 0, Machining_Box_SRF: 1 });
 */
export const itemStatisticsOrderSchema = z.looseObject({
  Order_No: reference,
  Inspection_Date: dateValue,
  Machining_Pin_Sum_Recut: tally.nullish(),
  Machining_Box_Sum_Recut: tally.nullish(),
  Machining_Pin_SRF: tally.nullish(),
  Machining_Box_SRF: tally.nullish(),
});

/**
 * An item statistics order row as parsed by {@link itemStatisticsOrderSchema}.
 *
 * @example
 * const recut = (row: ItemStatisticsOrder) => (row.Machining_Pin_Sum_Recut ?? 0) + (row.Machining_Box_Sum_Recut ?? 0);
 */
export type ItemStatisticsOrder = Known<z.infer<typeof itemStatisticsOrderSchema>>;

/**
 * The answer of GET /statistics/item (item statistics, admin): the fields the screen reads; Hardbanding,
 * Pipe_Status and Orders are optional, quantity_inspected defaults to 0.
 *
 * @example
 * itemStatisticsAnswerSchema.parse(answer);
 */
export const itemStatisticsAnswerSchema = z.looseObject({
  IPC: chartSeriesSchema,
  Machining_Data: machiningDataSchema,
  Hardbanding: hardbandingDataSchema.nullish(),
  Pipe_Status: chartSeriesSchema.nullish(),
  TJ_Tooljoint: chartSeriesSchema,
  TU_Tube: chartSeriesSchema,
  ItemData: z.array(itemInfoSchema),
  Tongspace: z.looseObject({ Pin: xySeriesSchema, Box: xySeriesSchema }),
  OD: z.looseObject({ Box: xySeriesSchema }),
  Wall: xySeriesSchema,
  Orders: z.array(itemStatisticsOrderSchema).nullish(),
  minimum_values: minimumValuesSchema,
  quantity_inspected: count.default(0),
});

/**
 * The /statistics/item answer as parsed by {@link itemStatisticsAnswerSchema}.
 *
 * @example
 * const inspected = (answer: ItemStatisticsAnswer) => answer.quantity_inspected;
 */
export type ItemStatisticsAnswer = Known<z.infer<typeof itemStatisticsAnswerSchema>>;

/**
 * The answer of GET /itemsAndOrders: per item number its equipment and orders (order number `ono`, `date`).
 *
 * @example
 * itemsAndOrdersAnswerSchema.parse({ '550DP.12': { Equipment: 'Drill Pipe', Orders: [{ ono: '40211',
 *   date: '2026-02-28' }] } });
 */
export const itemsAndOrdersAnswerSchema = z.record(
  z.string(),
  z.looseObject({
    Equipment: z.string(),
    Orders: z.array(z.looseObject({ ono: reference, date: dateValue })),
  }),
);

/**
 * The /itemsAndOrders answer as parsed by {@link itemsAndOrdersAnswerSchema}.
 *
 * @example
 * const orders = (answer: ItemsAndOrdersAnswer, item: string) => answer[item]?.Orders ?? [];
 */
export type ItemsAndOrdersAnswer = Known<z.infer<typeof itemsAndOrdersAnswerSchema>>;
