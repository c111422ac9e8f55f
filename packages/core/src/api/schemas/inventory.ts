import { z } from 'zod';
import { count, dateValue, measure, text } from './fields.js';
import type { Known } from './known.js';

/**
 * One tubular inventory row: an item at an asset and site, with its joint counts per location, the totals,
 * the certificate availability (`action`, 'No Certificate' when none) and up to five certificates
 * (PDF, PDF2..PDF5 dated Date1..Date5).
 *
 * @example
 * inventoryRowSchema.parse({ Item_No: '550DP.12', Rig_Ready: 4, ...otherCounts });
 */
export const inventoryRowSchema = z.looseObject({
  Item_No: z.string().min(1),
  Tube_OD: measure,
  Connection: text,
  TJ_OD: measure,
  TJ_ID: measure,
  Weight: measure,
  Grade: text,
  Range: measure,
  elevator_shank_od: measure,
  upset_type: text,
  KSI: measure,
  String_Number: text,
  Part_No: text,
  Equipment: text,
  Description: text,
  Site: text,
  Asset: text,
  Rig_Ready: count,
  ReqVTI: count,
  Inspection: count,
  Booked: count,
  Backlog: count,
  Machining: count,
  Hardbanding: count,
  Scrap: count,
  Limited_Service: count,
  IPC: count,
  On_Hold: count,
  Shipped_Scrap: count,
  Shipped: count,
  Total_Yard_with_Rejects: count,
  Total_Yard: count,
  Total_Item: count,
  action: text,
  PDF: text,
  PDF2: text,
  PDF3: text,
  PDF4: text,
  PDF5: text,
  Date1: dateValue,
  Date2: dateValue,
  Date3: dateValue,
  Date4: dateValue,
  Date5: dateValue,
});

/**
 * A tubular inventory row as parsed by {@link inventoryRowSchema}.
 *
 * @example
 * const onshore = (row: InventoryRow) => row.Total_Yard;
 */
export type InventoryRow = Known<z.infer<typeof inventoryRowSchema>>;

/**
 * One inventory column definition: `value` is the row field it shows; `text` the optional label.
 *
 * @example
 * inventoryHeaderSchema.parse({ value: 'Rig_Ready', text: 'Rig Ready' });
 */
export const inventoryHeaderSchema = z.looseObject({
  value: z.string().min(1),
  text: text,
});

/**
 * An inventory column definition as parsed by {@link inventoryHeaderSchema}.
 *
 * @example
 * const columns: InventoryHeader[] = [{ value: 'Item_No' }, { value: 'Rig_Ready' }];
 */
export type InventoryHeader = Known<z.infer<typeof inventoryHeaderSchema>>;

/**
 * The answer of GET /getInventory: the user's saved column list (`headers`) and the inventory rows (`data`).
 *
 * @example
 * inventoryAnswerSchema.parse({ headers: [{ value: 'Item_No' }], data: [] });
 */
export const inventoryAnswerSchema = z.looseObject({
  headers: z.array(inventoryHeaderSchema),
  data: z.array(inventoryRowSchema),
});

/**
 * The /getInventory answer as parsed by {@link inventoryAnswerSchema}.
 *
 * @example
 * const itemCount = (answer: InventoryAnswer) => answer.data.length;
 */
export type InventoryAnswer = Known<z.infer<typeof inventoryAnswerSchema>>;
