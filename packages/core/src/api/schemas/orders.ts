import { z } from 'zod';
import { dateValue, measure, reference, text, yesNo } from './fields.js';
import type { Known } from './known.js';

/**
 * An order priority on the dashboard: sort value, label and chip colour (no chip without a colour).
 *
 * @example
 * prioritySchema.parse({ value: 1, name: 'High', color: '#d32f2f' });
 */
export const prioritySchema = z.looseObject({
  value: z.number(),
  name: z.string(),
  color: text,
});

/**
 * A priority as parsed by {@link prioritySchema}.
 *
 * @example
 * const chip = (priority: Priority) => (priority.color ? priority.name : null);
 */
export type Priority = Known<z.infer<typeof prioritySchema>>;

/**
 * One tubular order line (/getOrderconfirm, /getOrderconfirmTubular), legacy spellings included
 * (QTY_Recived, Hardbaning_Completed_Date, Machinig_Completed_Date).
 *
 * @example
 * tubularOrderRowSchema.parse({ Order_No: 40211, Completed: 'No', Check_Inspection: 'Yes' });
 */
export const tubularOrderRowSchema = z.looseObject({
  Order_No: reference,
  Return_Date: dateValue,
  Returned_From: text,
  Completed: yesNo,
  Check_Inspection: yesNo,
  Check_Machining: yesNo,
  Check_Hardbanding: yesNo,
  Asset: text,
  PO: text,
  Ref: text,
  Request_No: text,
  Item_No: text,
  Equipment: text,
  Weight: measure,
  Grade: text,
  Connection_Rec: text,
  Inspection_Spec: text,
  Scope_Of_Work: text,
  QTY_Recived: z.number().nonnegative().nullish(),
  Receive_No: reference.nullish(),
  String_No: text,
  DT_No: reference.nullish(),
  COC_Hardbanding: text,
  COC_Machining: text,
  Job_Completed_Date: dateValue,
  Inspection_Completed_DATE: dateValue,
  Hardbaning_Completed_Date: dateValue,
  Machinig_Completed_Date: dateValue,
  Priority: prioritySchema.nullish(),
});

/**
 * A tubular order line as parsed by {@link tubularOrderRowSchema}.
 *
 * @example
 * const ongoing = (row: TubularOrderRow) => row.Completed !== 'Yes';
 */
export type TubularOrderRow = Known<z.infer<typeof tubularOrderRowSchema>>;

/**
 * One BHA order (/getOrderconfirmBHA).
 *
 * @example
 * bhaOrderRowSchema.parse({ Order_No: 5120, Completed: 'Yes', QTY: 3 });
 */
export const bhaOrderRowSchema = z.looseObject({
  Order_No: reference,
  Return_Date: dateValue,
  Returned_From: text,
  Customer_Rep: text,
  Ref: text,
  PO: text,
  Request_No: text,
  QTY: z.number().nonnegative().nullish(),
  Completed: yesNo,
  Check_Inspection: yesNo,
  Check_Machining: yesNo,
  Asset: text,
  Receive_No: reference.nullish(),
});

/**
 * A BHA order as parsed by {@link bhaOrderRowSchema}.
 *
 * @example
 * const done = (row: BhaOrderRow) => row.Completed === 'Yes';
 */
export type BhaOrderRow = Known<z.infer<typeof bhaOrderRowSchema>>;

/**
 * One order of the item inspection history list (/getAllOrders).
 *
 * @example
 * orderListItemSchema.parse({ scope: 'Rig Return', spec: 'NS2', orderno: '40211', itemno: '550DP.12',
 *   equipment: 'Drill Pipe' });
 */
export const orderListItemSchema = z.looseObject({
  scope: text,
  spec: text,
  orderno: reference,
  itemno: text,
  equipment: text,
});

/**
 * An order of the history list as parsed by {@link orderListItemSchema}.
 *
 * @example
 * const rigReturn = (order: OrderListItem) => order.scope === 'Rig Return';
 */
export type OrderListItem = Known<z.infer<typeof orderListItemSchema>>;

/**
 * One returned drill pipe, heavy weight, drill collar or OCTG line (/getdp, /gethw, /getdc, /getoctg).
 *
 * @example
 * returnedPipeRowSchema.parse({ Order_No: 40211, Returned_Date: '2026-02-20', Quantity: 60 });
 */
export const returnedPipeRowSchema = z.looseObject({
  Order_No: reference,
  Returned_From: text,
  Returned_Date: dateValue,
  Inspection_Date: dateValue,
  Ref: text,
  Quantity: z.number().nonnegative().nullish(),
  Item_No: text,
  Weight: measure,
  Grade: text,
  Connection: text,
  Spec: text,
  Equipment: text,
  String_Number: text,
});

/**
 * A returned-pipe line as parsed by {@link returnedPipeRowSchema}.
 *
 * @example
 * const order = (row: ReturnedPipeRow) => row.Order_No;
 */
export type ReturnedPipeRow = Known<z.infer<typeof returnedPipeRowSchema>>;

/**
 * One dashboard row: an order with its priority and stage statuses.
 *
 * @example
 * dashboardRowSchema.parse({ Order_No: 40211, Priority: { value: 1, name: 'High', color: '#d32f2f' } });
 */
export const dashboardRowSchema = z.looseObject({
  Priority: prioritySchema.nullish(),
  Order_No: reference,
  Return_Date: z.looseObject({ value: dateValue, name: text }).nullish(),
  PO: text,
  String_No: text,
  Item_No: text,
  Equipment: text,
  QTY: z.number().nonnegative().nullish(),
  Inspection: measure,
  Machining: measure,
  Hardbanding: measure,
  DT: measure,
});

/**
 * A dashboard row as parsed by {@link dashboardRowSchema}.
 *
 * @example
 * const rank = (row: DashboardRow) => row.Priority?.value ?? Number.POSITIVE_INFINITY;
 */
export type DashboardRow = Known<z.infer<typeof dashboardRowSchema>>;
