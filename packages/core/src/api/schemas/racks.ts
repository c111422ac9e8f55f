import { z } from 'zod';
import { count, dateValue, measure, reference, text } from './fields.js';
import type { Known } from './known.js';

/**
 * One tubular joint as the drill-downs, exports and the rack dialog list it.
 *
 * @example
 * pipeRowSchema.parse({ Serial_Number: 'DP-0001', Rack_Position: 'R12', Position: 3 });
 */
export const pipeRowSchema = z.looseObject({
  Serial_Number: z.string().min(1),
  KWP_Length: measure,
  Rack_Position: text,
  Position: z.number().int().positive().nullish(),
  Current_Location: text,
  TC_TBA: text,
  Date_Inspected: dateValue,
  Date_Formatted: text,
  Completion_Date: dateValue,
  Description: text,
  Item_No: text,
  Order_No: reference.nullish(),
  DT_No: reference.nullish(),
  Rig: text,
  Customer_Name: text,
  Shipped_Date: dateValue,
});

/**
 * A joint row as parsed by {@link pipeRowSchema}.
 *
 * @example
 * const label = (row: PipeRow) => `${row.Serial_Number} @ ${row.Rack_Position}:${row.Position}`;
 */
export type PipeRow = Known<z.infer<typeof pipeRowSchema>>;

/**
 * A rack of the provider's yard: its site, id and positions per grid row (`Maxrowcount`).
 *
 * @example
 * rackInfoSchema.parse({ Site: 'Base A', Rack_ID: 'R12', Maxrowcount: 20 });
 */
export const rackInfoSchema = z.looseObject({
  Site: text,
  Rack_ID: z.string().min(1),
  Maxrowcount: z.number().int().positive(),
  Capacity: z.number().int().nonnegative().nullish(),
  isOCTG: z.boolean().nullish(),
});

/**
 * A rack as parsed by {@link rackInfoSchema}.
 *
 * @example
 * const rowsOf = (rack: RackInfo, positions: number) => Math.ceil(positions / rack.Maxrowcount);
 */
export type RackInfo = Known<z.infer<typeof rackInfoSchema>>;

/**
 * The colour and description of one item number in a rack (`colormap` entry).
 *
 * @example
 * rackColorSchema.parse({ color: '#1976d2', iteminfo: '5 1/2" 21.9# S-135 NC50' });
 */
export const rackColorSchema = z.looseObject({
  color: z.string().min(1),
  iteminfo: text,
});

/**
 * A colormap entry as parsed by {@link rackColorSchema}.
 *
 * @example
 * const swatch = (entry: RackColor) => entry.color;
 */
export type RackColor = Known<z.infer<typeof rackColorSchema>>;

/**
 * The answer of GET /getPipes: the rack, the customer's joints in it, a colour per item number, the number of
 * distinct items, and the positions held by other customers' joints (shown as occupied, nothing more).
 *
 * @example
 * rackAnswerSchema.parse({ rackinfo: { Rack_ID: 'R12', Maxrowcount: 20 }, pipes: [], colormap: {},
 *   number_of_items: 0 });
 */
export const rackAnswerSchema = z.looseObject({
  rackinfo: rackInfoSchema,
  pipes: z.array(pipeRowSchema),
  colormap: z.record(z.string(), rackColorSchema),
  number_of_items: count,
  occupiedPositions: z.array(z.number().int().positive()).default([]),
});

/**
 * The /getPipes answer as parsed by {@link rackAnswerSchema}.
 *
 * @example
 * const colourOf = (answer: RackAnswer, itemNo: string) => answer.colormap[itemNo]?.color;
 */
export type RackAnswer = Known<z.infer<typeof rackAnswerSchema>>;

/**
 * One joint in the rack location view.
 *
 * @example
 * rackListingRowSchema.parse({ Serial_Number: 'DP-0001', Position: 3, Rack_Position: 'R12' });
 */
export const rackListingRowSchema = z.looseObject({
  Serial_Number: z.string().min(1),
  Position: z.number().int().positive(),
  Rack_Position: text,
  Item_No: text,
  Date_Inspected: dateValue,
  Description: text,
  Order_No: reference.nullish(),
});

/**
 * A rack-view joint as parsed by {@link rackListingRowSchema}.
 *
 * @example
 * const at = (row: RackListingRow) => row.Position;
 */
export type RackListingRow = Known<z.infer<typeof rackListingRowSchema>>;

/**
 * The answer of GET /getPipesAndRacks (design, the spec leaves it open): one entry per rack holding the
 * customer's joints, each with the rack, its joints, and the positions held by other customers.
 *
 * @example
 * pipesAndRacksAnswerSchema.parse({ racks: [{ rackinfo: { Rack_ID: 'R12', Maxrowcount: 20 }, pipes: [] }] });
 */
export const pipesAndRacksAnswerSchema = z.looseObject({
  racks: z.array(
    z.looseObject({
      rackinfo: rackInfoSchema,
      pipes: z.array(rackListingRowSchema),
      occupiedPositions: z.array(z.number().int().positive()).default([]),
    }),
  ),
});

/**
 * The /getPipesAndRacks answer as parsed by {@link pipesAndRacksAnswerSchema}.
 *
 * @example
 * const tabs = (answer: PipesAndRacksAnswer) => answer.racks.map((rack) => rack.rackinfo.Rack_ID);
 */
export type PipesAndRacksAnswer = Known<z.infer<typeof pipesAndRacksAnswerSchema>>;
