/**
 * The customer name the legacy calls select data by (`username`).
 *
 * @example
 * const params: UsernameParams = { username: 'Acme Drilling' };
 */
export interface UsernameParams {
  username: string;
}

/**
 * An item number (`itemnr`), e.g. `550DP.12`.
 *
 * @example
 * const params: ItemParams = { itemnr: '550DP.12' };
 */
export interface ItemParams {
  itemnr: string;
}

/**
 * An item number and an inventory location column (`Machining`, `Limited_Service`, `On_Hold` ...).
 *
 * @example
 * const params: ItemLocationParams = { itemnr: '550DP.12', location: 'Machining' };
 */
export interface ItemLocationParams {
  itemnr: string;
  location: string;
}

/**
 * An order number (`orderno`).
 *
 * @example
 * const params: OrderParams = { orderno: '40211' };
 */
export interface OrderParams {
  orderno: string | number;
}

/**
 * A received-goods number (`receivednr`).
 *
 * @example
 * const params: ReceivedParams = { receivednr: '7001' };
 */
export interface ReceivedParams {
  receivednr: string | number;
}

/**
 * A delivery ticket number as the delivery document calls name it (`id_no`).
 *
 * @example
 * const params: DeliveryParams = { id_no: '9001' };
 */
export interface DeliveryParams {
  id_no: string | number;
}

/**
 * The BHA report parameter set of /getPDF, /getBHACertificate and each entry of /getPDFmultipleBHA. `type`
 * (the report type) is required; the server uses whichever of the others the report type needs.
 *
 * @example
 * const params: BhaReportParams = { type: 'Multi', report_id: 'R-88', serial_no: 'JAR-77', id_no: '5120' };
 */
export interface BhaReportParams {
  type: string;
  id_name?: string;
  container_location?: string;
  id_no?: string;
  pdf_location?: string;
  description?: string;
  pdf_location2?: string;
  pdf_location3?: string;
  serial_no?: string;
  description_name?: string;
  report_id?: string;
}

/**
 * The body of POST /createNewUser.
 *
 * @example
 * const body: NewUserBody = { name: 'Kari', email: 'kari@acme.test', phone: '+47 400 00 000',
 *   customer: 'Acme Drilling', user_assets: [], user_assets_excluded: [], user_routes: [] };
 */
export interface NewUserBody {
  name: string;
  email: string;
  phone: string;
  customer: string;
  user_assets: string[];
  user_assets_excluded: string[];
  user_routes: string[];
}

/**
 * The body of POST /editCurrentUser: the old and new e-mail, the user's ids, and the route changes; the
 * asset lists are sent when the dialog changed them.
 *
 * @example
 * const body: EditUserBody = { old_email: 'kari@acme.test', new_email: 'kari@acme.test', name: 'Kari',
 *   phone: '+47 400 00 000', userid: 'u1', recordid: 17, user_removed_routes: ['NCR'], user_added_routes: [],
 *   customer: 'Acme Drilling' };
 */
export interface EditUserBody {
  old_email: string;
  new_email: string;
  name: string;
  phone: string;
  userid: string | number;
  recordid: string | number;
  user_removed_routes: string[];
  user_added_routes: string[];
  customer: string;
  user_assets?: string[];
  user_assets_excluded?: string[];
}

/**
 * The body of POST /deleteCurrentUser: the user record as listed (at least its ids and e-mail).
 *
 * @example
 * const body: DeleteUserBody = { userid: 'u1', recordid: 17, email: 'kari@acme.test' };
 */
export interface DeleteUserBody {
  userid: string | number;
  recordid: string | number;
  email: string;
  [field: string]: unknown;
}

/**
 * The body of POST /editCustomer: the customer and its full asset name list after the edit; the id, the
 * organisation number and the rig when known.
 *
 * @example
 * const body: EditCustomerBody = { customer: 'Acme Drilling', assets: ['Rig 7', 'Rig 9'], customer_id: 'C-1' };
 */
export interface EditCustomerBody {
  customer: string;
  assets: string[];
  customer_id?: string | number;
  org_no?: string;
  rig?: string;
}

/**
 * The body of POST /createCustomer (design).
 *
 * @example
 * const body: NewCustomerBody = { customer: 'Nordic Rigs', org_no: '912345678', assets: ['Rig 1'] };
 */
export interface NewCustomerBody {
  customer: string;
  org_no: string;
  rig?: string;
  assets: string[];
}

/**
 * The body of POST /deleteCustomer (design).
 *
 * @example
 * const body: DeleteCustomerBody = { customer_id: 'C-2' };
 */
export interface DeleteCustomerBody {
  customer_id: string | number;
  recordid?: string | number;
}

/**
 * The parameters of GET /statistics/item: the item number and the chosen order numbers (sent comma-joined).
 *
 * @example
 * const params: ItemStatisticsParams = { itemNumber: '550DP.12', orders: ['40211', '40388'] };
 */
export interface ItemStatisticsParams {
  itemNumber: string;
  orders: readonly (string | number)[];
}

/**
 * The body of POST /statistics/equipment (design): the item number, the chosen orders, and the date range
 * (`YYYY-MM-DD`, both ends included) they were chosen from.
 *
 * @example
 * const body: EquipmentStatisticsParams = { itemNumber: '550DP.12', orders: ['40211'], from: '2020-01-01',
 *   to: '2070-01-01' };
 */
export interface EquipmentStatisticsParams {
  itemNumber: string;
  orders: readonly (string | number)[];
  from?: string;
  to?: string;
}
