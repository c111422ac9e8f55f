import type { OrderLineRow, TallyRow } from '../db/contract-rows.server.js';
import type { ScopedDb } from '../scoping/scoped-db.server.js';

/** The data download page's equipment (`q`): drill pipe, drill collar, heavy weight. */
export type DataDownloadEquipment = 'dp' | 'dc' | 'hw';

/** The order-line equipment each data download holds. */
export const DATA_DOWNLOAD_EQUIPMENT: Record<DataDownloadEquipment, string> = {
  dp: 'Drill Pipe',
  dc: 'Drill Collar',
  hw: 'Heavy Weight',
};

/** Orders read per round trip while streaming: bounds memory whatever the history's size. */
const ORDERS_PER_BATCH = 200;

/**
 * The actor's inspection records of one equipment, one JSON object per inspected joint: the order
 * line's item, equipment, asset and return date, then the per-joint results. Tallies carry no asset, so
 * they are reached through the actor's order lines only. The text is produced order batch by order
 * batch as the consumer reads it, as one JSON array.
 *
 * @example
 * const body = Readable.from(equipmentDataJson(scoped, 'dp'));
 */
export async function* equipmentDataJson(
  scoped: ScopedDb,
  equipment: DataDownloadEquipment,
): AsyncGenerator<string> {
  const lines = (await scoped
    .selectFrom('orders')
    .select(['Customer', 'Order_No', 'Item_No', 'Equipment', 'Asset', 'Return_Date'])
    .where('Equipment', '=', DATA_DOWNLOAD_EQUIPMENT[equipment])
    .orderBy('Customer')
    .orderBy('Order_No')
    .orderBy('Item_No')
    .execute()) as Pick<
    OrderLineRow,
    'Customer' | 'Order_No' | 'Item_No' | 'Equipment' | 'Asset' | 'Return_Date'
  >[];
  const lineOf = new Map(lines.map((line) => [`${line.Customer}\0${line.Order_No}\0${line.Item_No}`, line]));
  const orders = [...new Map(lines.map((line) => [`${line.Customer}\0${line.Order_No}`, line])).values()];
  yield '[';
  let first = true;
  for (let start = 0; start < orders.length; start += ORDERS_PER_BATCH) {
    for (const order of orders.slice(start, start + ORDERS_PER_BATCH)) {
      const joints = (await scoped
        .selectFrom('tallies')
        .selectAll()
        .where('Customer', '=', order.Customer)
        .where('Order_No', '=', order.Order_No)
        .orderBy('Serial_Number')
        .execute()) as TallyRow[];
      for (const { Customer, ...joint } of joints) {
        const line = lineOf.get(`${Customer}\0${joint.Order_No}\0${joint.Item_No}`);
        if (!line) continue;
        const record = {
          ...joint,
          Equipment: line.Equipment,
          Asset: line.Asset,
          Return_Date: line.Return_Date,
        };
        yield `${first ? '' : ','}${JSON.stringify(record)}`;
        first = false;
      }
    }
  }
  yield ']';
}
