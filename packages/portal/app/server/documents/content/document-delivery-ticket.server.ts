import type { JointClassSettings } from '../../config/joint-class-settings.server.js';
import {
  type BhaDeliveryRow,
  type DeliveryLineRow,
  type SerialRow,
  singleCustomer,
} from '../../db/contract-rows.server.js';
import { classLookup, fleetJointClasses } from '../../joint-class/fleet-classes.server.js';
import type { ScopedDb } from '../../scoping/scoped-db.server.js';

/**
 * A joint shipped on a delivery ticket (a serial whose DT_No is the ticket's), with the class of its latest
 * inspection (`Not classed` when it has none).
 */
export type ShippedSerial = Pick<
  SerialRow,
  'Serial_Number' | 'Item_No' | 'KWP_Length' | 'Shipped_Date' | 'Current_Location' | 'String_Number'
> & { Class: string };

/** Everything a tubular delivery ticket shows: its header, its lines and the serials shipped on it. */
export interface DeliveryTicketDocument {
  Customer: string;
  DT_No: string;
  Date: string | null;
  Sent_To: string | null;
  Rig: string | null;
  Asset: string | null;
  lines: DeliveryLineRow[];
  serials: ShippedSerial[];
  /** Sum of the lines' quantities. */
  totalQuantity: number;
}

/** What a BHA delivery ticket shows (legacy names). */
export type BhaDeliveryTicketDocument = BhaDeliveryRow;

/**
 * The tubular delivery ticket `dtNo` as the actor may see it: its lines (by Item_No) and the serials
 * shipped on it, each with its class (by the provider's `settings`), or null when the actor's scope holds no line of it (another customer's, an excluded
 * asset's, or none at all: the caller cannot tell which).
 *
 * @example
 * const ticket = await deliveryTicketDocument(scoped, 'NW-DT1', getPortalRuntime().env.jointClass);
 * if (!ticket) return notFound();
 */
export async function deliveryTicketDocument(
  scoped: ScopedDb,
  dtNo: string,
  settings: JointClassSettings,
): Promise<DeliveryTicketDocument | null> {
  const lines = (await scoped
    .selectFrom('deliveries')
    .selectAll()
    .where('DT_No', '=', dtNo)
    .orderBy('Item_No')
    .execute()) as DeliveryLineRow[];
  if (lines.length === 0) return null;
  const customer = singleCustomer(lines, `Delivery ticket ${dtNo}`);
  const serials = (await scoped
    .selectFrom('serials')
    .select(['Serial_Number', 'Item_No', 'KWP_Length', 'Shipped_Date', 'Current_Location', 'String_Number'])
    .where('DT_No', '=', dtNo)
    .where('Customer', '=', customer)
    .orderBy('Item_No')
    .orderBy('Serial_Number')
    .execute()) as Omit<ShippedSerial, 'Class'>[];
  const classOf = classLookup(
    await fleetJointClasses(
      scoped,
      settings,
      serials.map((serial) => serial.Serial_Number),
    ),
  );
  const first = lines[0] as DeliveryLineRow;
  return {
    Customer: customer,
    DT_No: dtNo,
    Date: first.Date,
    Sent_To: first.Sent_To,
    Rig: first.Rig,
    Asset: first.Asset,
    lines,
    serials: serials.map((serial) => ({ ...serial, Class: classOf(customer, serial.Serial_Number) })),
    totalQuantity: lines.reduce((sum, line) => sum + (line.Quantity ?? 0), 0),
  };
}

/**
 * The BHA delivery ticket `dtNo` (DT_No, Date, Receiver, Rig, Total_Equipment), or null outside the
 * actor's scope.
 *
 * @example
 * const ticket = await bhaDeliveryTicketDocument(scoped, 'NW-BDT1');
 */
export async function bhaDeliveryTicketDocument(
  scoped: ScopedDb,
  dtNo: string,
): Promise<BhaDeliveryTicketDocument | null> {
  const rows = (await scoped
    .selectFrom('bha_deliveries')
    .selectAll()
    .where('DT_No', '=', dtNo)
    .execute()) as BhaDeliveryRow[];
  if (rows.length === 0) return null;
  singleCustomer(rows, `BHA delivery ticket ${dtNo}`);
  return rows[0] as BhaDeliveryRow;
}
