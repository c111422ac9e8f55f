import { z } from 'zod';
import { chartSeriesSchema } from './charts.js';
import { dateValue, measure, text } from './fields.js';
import type { Known } from './known.js';

/**
 * The item an inspection tally or statistic is about.
 *
 * @example
 * itemInfoSchema.parse({ Item_No: '550DP.12', Tube_OD: 5.5, Grade: 'S-135', Range: 2 });
 */
export const itemInfoSchema = z.looseObject({
  Item_No: z.string().min(1),
  Tube_OD: measure,
  Inspection_Date: dateValue,
  Grade: text,
  Range: measure,
  Weight: measure,
  Connection: text,
});

/**
 * Item information as parsed by {@link itemInfoSchema}.
 *
 * @example
 * const title = (item: ItemInfo) => `${item.Item_No} ${item.Grade ?? ''}`;
 */
export type ItemInfo = Known<z.infer<typeof itemInfoSchema>>;

/**
 * One joint's inspection results in an order (IPC class, remaining wall, tong space, OD, tube and tool-joint
 * results, machining and hardbanding outcome); every field may be missing.
 *
 * @example
 * tallyRecordSchema.parse({ IPC: 2, Wall: 91.5, TS_Pin: 7.1 });
 */
export const tallyRecordSchema = z.looseObject({
  Serial_Number: text,
  Inspection_Date: dateValue,
  IPC: measure,
  Wall: measure,
  TS_Pin: measure,
  TS_Box: measure,
  OD_Box: measure,
  TU_Tube: text,
  TJ_Tooljoint: text,
  Machining_Pin: text,
  Machining_Box: text,
  Hardbanding_Box: text,
  Pipe_Status: text,
});

/**
 * A joint's tally as parsed by {@link tallyRecordSchema}.
 *
 * @example
 * const ipc = (tally: TallyRecord) => tally.IPC;
 */
export type TallyRecord = Known<z.infer<typeof tallyRecordSchema>>;

/**
 * The answer of GET /getInspectionTallies: IPC and wall class counts, per serial number its current and
 * previous tally and their differences, and the item.
 *
 * @example
 * inspectionTalliesAnswerSchema.parse({ IPC: { labels: [], data: [] }, Wall: { labels: [], data: [] },
 *   serials: {}, item_info: { Item_No: '550DP.12' } });
 */
export const inspectionTalliesAnswerSchema = z.looseObject({
  IPC: chartSeriesSchema,
  Wall: chartSeriesSchema,
  serials: z.record(
    z.string(),
    z.looseObject({
      current: tallyRecordSchema.nullish(),
      previous: tallyRecordSchema.nullish(),
      diff: tallyRecordSchema.nullish(),
    }),
  ),
  item_info: itemInfoSchema,
});

/**
 * The /getInspectionTallies answer as parsed by {@link inspectionTalliesAnswerSchema}.
 *
 * @example
 * const joints = (answer: InspectionTalliesAnswer) => Object.keys(answer.serials).length;
 */
export type InspectionTalliesAnswer = Known<z.infer<typeof inspectionTalliesAnswerSchema>>;
