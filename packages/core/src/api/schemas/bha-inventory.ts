import { z } from 'zod';
import { bhaReportTypeSchema } from './bha-reports.js';
import { dateValue, reference, text } from './fields.js';
import type { Known } from './known.js';

/**
 * One BHA tool in the inventory, with its rack and slot and its latest report (the certificate).
 *
 * @example
 * bhaInventoryRowSchema.parse({ Serial_No: 'JAR-77', Rack: 'B1', Slot: '12C' });
 */
export const bhaInventoryRowSchema = z.looseObject({
  Serial_No: z.string().min(1),
  Serial_No_Alt: text,
  Material_Number: text,
  DT_No: reference.nullish(),
  Order_No: reference.nullish(),
  Description: text,
  Connection_Box: text,
  Connection_Pin: text,
  Last_Inspection_Date: dateValue,
  Current_Location: text,
  Equipment_Type: text,
  Rack: text,
  Slot: text,
  Rig: text,
  Asset: text,
  Assets: text,
  Site: text,
  report_type: bhaReportTypeSchema.nullish(),
  Report_ID: reference.nullish(),
});

/**
 * A BHA inventory row as parsed by {@link bhaInventoryRowSchema}.
 *
 * @example
 * const where = (row: BhaInventoryRow) => `${row.Rack} ${row.Slot}`;
 */
export type BhaInventoryRow = Known<z.infer<typeof bhaInventoryRowSchema>>;

/**
 * A slot of the BHA grid: column 1 to 54 followed by row letter A to H, e.g. `12C`.
 *
 * @example
 * bhaSlotSchema.parse('54H');
 */
export const bhaSlotSchema = z
  .string()
  .regex(/^(?:[1-9]|[1-4]\d|5[0-4])[A-H]$/, 'a slot is a column 1-54 followed by a row A-H, e.g. 12C');

/**
 * The answer of GET /getInventoryBHA (design): the BHA inventory rows (`data`, the /inventory BHA table)
 * and per rack a map of slot to the tools in it (`racks`, the /bhainventory grid).
 *
 * @example
 * bhaInventoryAnswerSchema.parse({ data: [], racks: { B1: { '12C': [] } } });
 */
export const bhaInventoryAnswerSchema = z.looseObject({
  data: z.array(bhaInventoryRowSchema),
  racks: z.record(z.string(), z.record(bhaSlotSchema, z.array(bhaInventoryRowSchema))),
});

/**
 * The /getInventoryBHA answer as parsed by {@link bhaInventoryAnswerSchema}.
 *
 * @example
 * const inSlot = (answer: BhaInventoryAnswer, rack: string, slot: string) => answer.racks[rack]?.[slot] ?? [];
 */
export type BhaInventoryAnswer = Known<z.infer<typeof bhaInventoryAnswerSchema>>;
