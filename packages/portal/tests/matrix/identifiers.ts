import { firstValue } from './tenant-markers.js';

// Which fixture file and field holds each parameter the legacy calls used to select a customer's rows.
const SOURCES: Record<string, readonly [file: string, field: string]> = {
  orderno: ['orders.json', 'Order_No'],
  serialnr: ['serials.ndjson', 'Serial_Number'],
  serial: ['serials.ndjson', 'Serial_Number'],
  serial_no: ['serials.ndjson', 'Serial_Number'],
  dt_no: ['deliveries.json', 'DT_No'],
  dt: ['deliveries.json', 'DT_No'],
  rackname: ['serials.ndjson', 'Rack_Position'],
  NCR_No: ['ncr.json', 'NCR_No'],
  pdf_location: ['ncr.json', 'file'],
  itemnr: ['items.json', 'Item_No'],
  item: ['items.json', 'Item_No'],
  order: ['orders.json', 'Order_No'],
  item_no: ['deliveries.json', 'Item_No'],
  id_no: ['deliveries.json', 'DT_No'],
  receivednr: ['received.json', 'Receive_No'],
  asset: ['serials.ndjson', 'Asset'],
  report_id: ['bha_reports.json', 'Report_ID'],
};

/**
 * One customer's identifiers, in every parameter name the legacy calls used to select rows (its name,
 * a user's e-mail, order, serial, ticket, rack, NCR and report numbers, a document path, an asset, a
 * required class to set), plus
 * wrong passwords and a forged reset token, so each call gets something to refuse. Sent to another
 * customer's personas, they must be refused or ignored; sent to the owner's, they make the calls answer
 * real rows and document links, which the matrix then follows.
 *
 * @example
 * const polarIds = identifiersOf(FIXTURES.twoCustomers, 'Polar Energy', 'pia@polar.test');
 */
export function identifiersOf(folder: string, customer: string, email: string): Record<string, string> {
  const ids: Record<string, string> = {
    username: customer,
    usrname: email,
    user_email: email,
    email,
    customer,
    location: 'Total_Item',
    type: 'Multi',
    requiredClass: 'Premium',
  };
  for (const [parameter, [file, field]] of Object.entries(SOURCES)) {
    ids[parameter] = firstValue(folder, file, customer, field);
  }
  return {
    ...ids,
    selected: JSON.stringify([ids.orderno]),
    password: 'wrong-password',
    oldPassword: 'wrong-password',
    newPassword: 'another-one',
    confirmPassword: 'another-one',
    token: 'forged-reset-token',
  };
}

/** The legacy identity headers an old client sent, forged to name another customer. */
export function forgedHeadersFor(customer: string, email: string): Record<string, string> {
  return { USER: customer, USERNAME: email };
}
