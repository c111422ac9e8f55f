import type { ScopedDb } from './scoped-db.server.js';

/**
 * A joint by its serial in the caller's scope, with its item's row: another customer's serial answers as an
 * unknown one (null). Where an admin viewing as no customer sees several customers' joints of the serial,
 * `customer` picks one, else the first by customer name, and `others` names the customers of the rest.
 *
 * @example
 * const found = await findScopedJoint(scoped, 'KD-13', null);
 * found?.joint.Customer; // 'Kestrel Drilling'
 */
export async function findScopedJoint(scoped: ScopedDb, serial: string, customer: string | null) {
  const joints = await scoped
    .selectFrom('serials')
    .selectAll()
    .where('Serial_Number', '=', serial)
    .orderBy('Customer')
    .execute();
  const joint = joints.find((row) => row.Customer === customer) ?? joints[0];
  if (!joint) return null;
  const item =
    joint.Item_No === null
      ? undefined
      : await scoped
          .selectFrom('items')
          .selectAll()
          .where('Customer', '=', joint.Customer)
          .where('Item_No', '=', joint.Item_No)
          .executeTakeFirst();
  const others = joints.filter((row) => row !== joint).map((row) => row.Customer);
  return { joint, item, others };
}
