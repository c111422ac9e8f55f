import { RETURNED_PIPE_EQUIPMENT, type ReturnedPipeList } from '../../../shared/returned-pipe-lists.js';
import type { JointClassSettings } from '../../config/joint-class-settings.server.js';
import { type OrderLineRow, singleCustomer, type TallyRow } from '../../db/contract-rows.server.js';
import { withInspectionClasses } from '../../joint-class/inspection-classes.server.js';
import type { ScopedDb } from '../../scoping/scoped-db.server.js';

/** A joint's result on an order, with the class that inspection's figures give (`Not classed`: none). */
export type ClassedTallyRow = TallyRow & { Class: string };

/** A returned-pipe list report: the order's lines of that equipment and the per-joint results. */
export interface OrderTallyDocument {
  Customer: string;
  Order_No: string;
  list: ReturnedPipeList;
  lines: OrderLineRow[];
  joints: ClassedTallyRow[];
}

/**
 * The order `orderNo` as one returned-pipe list sees it: its lines whose Equipment belongs to `list`
 * and the inspection results (tallies) of those lines' items on that order, by serial, each with the class
 * found on that order (by the provider's `settings`). Tallies carry no asset, so they are reached only
 * through order lines in the actor's scope: null when there is none.
 *
 * @example
 * const report = await orderTallyDocument(scoped, 'dp', '40211', getPortalRuntime().env.jointClass);
 * report?.joints.length; // joints inspected
 */
export async function orderTallyDocument(
  scoped: ScopedDb,
  list: ReturnedPipeList,
  orderNo: string,
  settings: JointClassSettings,
): Promise<OrderTallyDocument | null> {
  const lines = (await scoped
    .selectFrom('orders')
    .selectAll()
    .where('Order_No', '=', orderNo)
    .where('Equipment', 'in', [...RETURNED_PIPE_EQUIPMENT[list]])
    .orderBy('Item_No')
    .execute()) as OrderLineRow[];
  if (lines.length === 0) return null;
  const customer = singleCustomer(lines, `Order ${orderNo}`);
  const joints = (await scoped
    .selectFrom('tallies')
    .selectAll()
    .where('Customer', '=', customer)
    .where('Order_No', '=', orderNo)
    .where('Item_No', 'in', [...new Set(lines.map((line) => line.Item_No))])
    .orderBy('Serial_Number')
    .execute()) as TallyRow[];
  return {
    Customer: customer,
    Order_No: orderNo,
    list,
    lines,
    joints: await withInspectionClasses(scoped, settings, joints),
  };
}
