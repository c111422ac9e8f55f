import { createReadStream, existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

type Row = Record<string, unknown>;

interface FileRule {
  fields: readonly string[];
  key: readonly string[];
  dates?: readonly string[];
  counts?: readonly string[];
  documents?: readonly string[];
  itemField?: string;
}

const LOCATIONS = new Set([
  'Rig Ready',
  'Req VTI',
  'Inspection',
  'Booked',
  'Backlog',
  'Machining',
  'Hardbanding',
  'Scrap',
  'Limited Service',
  'IPC',
  'On Hold',
  'Shipped Scrap',
  'Shipped',
]);
const REPORT_TYPES = new Set([
  'Multi',
  'Elevator',
  'Dimentional',
  'Miscellaneouse',
  'Dimentional_OLD',
  'Miscellaneouse_OLD',
  'Elevator_OLD',
]);
const EQUIPMENT = new Set([
  'Drill Pipe',
  'Drill Collar',
  'Heavy Weight',
  'OCTG',
  'Tubing',
  'Landing String',
  'NM Drill Collar',
  'NM Flex Wate',
]);
const ITEM_NO = /^\d+[A-Z]+\.\d+$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The contract's files with the fields each row must name, its natural key and the checked field kinds. */
const RULES: Record<string, FileRule> = {
  customers: { fields: ['customer', 'customer_id', 'org_no', 'assets'], key: ['customer_id'] },
  users: {
    fields: ['name', 'email', 'phone', 'customer', 'isAdmin', 'routesList', 'assets', 'excludedAssets'],
    key: ['email'],
  },
  items: {
    fields: [
      'Customer',
      'Item_No',
      'Equipment',
      'Description',
      'Tube_OD',
      'Connection',
      'TJ_OD',
      'TJ_ID',
      'Weight',
      'Grade',
      'Range',
      'Wall_Thickness',
      'elevator_shank_od',
      'upset_type',
      'KSI',
      'Part_No',
      'certificates',
    ],
    key: ['Customer', 'Item_No'],
  },
  serials: {
    fields: [
      'Customer',
      'Serial_Number',
      'Item_No',
      'Asset',
      'Site',
      'String_Number',
      'Current_Location',
      'Rack_Position',
      'Position',
      'KWP_Length',
      'TC_TBA',
      'Date_Inspected',
      'Completion_Date',
      'Description',
      'Order_No',
      'DT_No',
      'Shipped_Date',
    ],
    key: ['Customer', 'Serial_Number'],
    dates: ['Date_Inspected', 'Completion_Date', 'Shipped_Date'],
    counts: ['Position'],
    itemField: 'Item_No',
  },
  racks: {
    fields: ['Site', 'Rack_ID', 'Maxrowcount', 'Capacity', 'isOCTG', 'colors'],
    key: ['Site', 'Rack_ID'],
    counts: ['Maxrowcount', 'Capacity'],
  },
  bha_items: {
    fields: [
      'Customer',
      'Serial_No',
      'Serial_No_Alt',
      'Material_Number',
      'Description',
      'Equipment_Type',
      'Connection_Box',
      'Connection_Pin',
      'Current_Location',
      'Last_Inspection_Date',
      'Rack',
      'Slot',
      'Rig',
      'Asset',
      'Site',
      'DT_No',
      'Order_No',
    ],
    key: ['Customer', 'Serial_No'],
    dates: ['Last_Inspection_Date'],
  },
  orders: {
    fields: [
      'Customer',
      'Order_No',
      'Return_Date',
      'Returned_From',
      'Completed',
      'Check_Inspection',
      'Check_Machining',
      'Check_Hardbanding',
      'Asset',
      'PO',
      'Ref',
      'Item_No',
      'Equipment',
      'Weight',
      'Grade',
      'Connection_Rec',
      'Inspection_Spec',
      'Scope_Of_Work',
      'QTY_Recived',
      'Receive_No',
      'String_No',
      'Job_Completed_Date',
      'Inspection_Completed_DATE',
      'Hardbaning_Completed_Date',
      'Machinig_Completed_Date',
      'DT_No',
      'Priority',
    ],
    key: ['Customer', 'Order_No', 'Item_No'],
    dates: [
      'Return_Date',
      'Job_Completed_Date',
      'Inspection_Completed_DATE',
      'Hardbaning_Completed_Date',
      'Machinig_Completed_Date',
    ],
    counts: ['QTY_Recived'],
    documents: ['documents'],
    itemField: 'Item_No',
  },
  bha_orders: {
    fields: [
      'Customer',
      'Order_No',
      'Return_Date',
      'Returned_From',
      'Customer_Rep',
      'Ref',
      'PO',
      'QTY',
      'Completed',
      'Check_Inspection',
      'Check_Machining',
      'Asset',
      'Receive_No',
    ],
    key: ['Customer', 'Order_No'],
    dates: ['Return_Date'],
    counts: ['QTY'],
    documents: ['documents'],
  },
  deliveries: {
    fields: [
      'Customer',
      'DT_No',
      'Date',
      'Sent_To',
      'Item_No',
      'Quantity',
      'Rig',
      'Equipment',
      'Weight',
      'Grade',
      'DT_Connection',
      'Ref',
      'Asset',
      'Returned',
      'Offshore',
    ],
    key: ['Customer', 'DT_No', 'Item_No'],
    dates: ['Date'],
    counts: ['Quantity'],
    documents: ['documents'],
    itemField: 'Item_No',
  },
  bha_deliveries: {
    fields: ['Customer', 'DT_No', 'Date', 'Receiver', 'Rig', 'Total_Equipment', 'Asset'],
    key: ['Customer', 'DT_No'],
    dates: ['Date'],
    counts: ['Total_Equipment'],
  },
  received: {
    fields: [
      'Customer',
      'Receive_No',
      'Returned_Date',
      'Returned_From',
      'Location',
      'Item_No',
      'Quantity_Tubular',
      'Equipment',
      'Asset',
    ],
    key: ['Customer', 'Receive_No', 'Item_No'],
    dates: ['Returned_Date'],
    counts: ['Quantity_Tubular'],
    documents: ['documents'],
    itemField: 'Item_No',
  },
  preinvoices: {
    fields: [
      'Customer',
      'Order_No',
      'Returned_From',
      'Return_Date',
      'Ref',
      'Item_Number',
      'Equipment',
      'Weight',
      'Grade',
      'Connection',
      'Inspection_Specification',
      'Asset',
    ],
    key: ['Customer', 'Order_No', 'Item_Number'],
    dates: ['Return_Date'],
    itemField: 'Item_Number',
  },
  bha_preinvoices: {
    fields: ['Customer', 'Order_No', 'Returned_From', 'Return_Date', 'PO', 'Ref', 'Asset'],
    key: ['Customer', 'Order_No'],
    dates: ['Return_Date'],
  },
  bha_reports: {
    fields: [
      'Customer',
      'Report_ID',
      'report_type',
      'Order_No',
      'Serial_No',
      'Description',
      'Connection_1',
      'Connection_2',
      'ID',
      'Min_ID',
      'PO',
      'Ref',
      'Asset',
      'Inspection_Date',
      'Spec',
      'Result',
      'file',
    ],
    key: ['Customer', 'Report_ID'],
    dates: ['Inspection_Date'],
    documents: ['file'],
  },
  ncr: {
    fields: [
      'Customer',
      'NCR_No',
      'Title',
      'NCR_Category',
      'Location',
      'Department',
      'Status',
      'Date_Reported',
      'Date_Processed',
      'Date_Closed',
      'file',
    ],
    key: ['Customer', 'NCR_No'],
    dates: ['Date_Reported', 'Date_Processed', 'Date_Closed'],
    documents: ['file'],
  },
  chiksan: {
    fields: [
      'Customer',
      'Order_No',
      'Serial_Number',
      'Description',
      'Report_Status',
      'Inspection_Date',
      'Steel_Type',
      'NDT_Method',
      'MPI_Method',
      'Area_Of_Examination',
      'Procedure',
      'Returned_Date',
      'file',
    ],
    key: ['Customer', 'Order_No', 'Serial_Number'],
    dates: ['Inspection_Date', 'Returned_Date'],
    documents: ['file'],
  },
  tcp: {
    fields: ['Customer', 'serial_number', 'equipment_description', 'inspection_result', 'times_used'],
    key: ['Customer', 'serial_number'],
  },
  tallies: {
    fields: [
      'Customer',
      'Order_No',
      'Item_No',
      'Serial_Number',
      'Inspection_Date',
      'IPC',
      'Wall',
      'TS_Pin',
      'TS_Box',
      'OD_Box',
      'TU_Tube',
      'TJ_Tooljoint',
      'Machining_Pin',
      'Machining_Box',
      'Hardbanding_Box',
      'Pipe_Status',
    ],
    key: ['Customer', 'Order_No', 'Serial_Number'],
    dates: ['Inspection_Date'],
    itemField: 'Item_No',
  },
};

/** A data set read into memory (for small test sets only). */
export type DataSet = Record<string, Row[]> & { certificates?: Row };

/**
 * Reads every contract file of a data-set folder (`<entity>.json` or `<entity>.ndjson`).
 *
 * @example
 * const data = await readDataSet('/tmp/demo');
 * data.serials?.length; // 15000
 */
export async function readDataSet(dir: string): Promise<DataSet> {
  const data: DataSet = {};
  for (const entity of Object.keys(RULES)) {
    const json = join(dir, `${entity}.json`);
    const ndjson = join(dir, `${entity}.ndjson`);
    if (existsSync(json)) data[entity] = JSON.parse(await readFile(json, 'utf8')) as Row[];
    else if (existsSync(ndjson)) {
      const rows: Row[] = [];
      for await (const line of createInterface({ input: createReadStream(ndjson) })) {
        if (line.trim()) rows.push(JSON.parse(line) as Row);
      }
      data[entity] = rows;
    }
  }
  const certificates = join(dir, 'certificates.json');
  if (existsSync(certificates)) data.certificates = JSON.parse(await readFile(certificates, 'utf8')) as Row;
  return data;
}

/**
 * Checks a data-set folder against the data contract, independently of the importer, and lists every
 * problem as `file:row field: reason`: missing fields, duplicate natural keys, unknown customers, assets,
 * items, orders, deliveries and racks, missing documents, malformed dates, negative counts, shared rack
 * positions and values outside the contract's vocabularies.
 *
 * @example
 * await checkDataSet('/tmp/demo'); // [] when the folder satisfies the contract
 */
export async function checkDataSet(dir: string): Promise<string[]> {
  const data = await readDataSet(dir);
  const problems: string[] = [];
  const rows = (entity: string) => data[entity] ?? [];
  const customers = new Map(rows('customers').map((row) => [row.customer, new Set(row.assets as string[])]));
  const items = new Set(rows('items').map((row) => `${row.Customer}|${row.Item_No}`));
  const keysOf = (entity: string, fields: readonly string[]) =>
    new Set(rows(entity).map((row) => fields.map((field) => row[field]).join('|')));
  const orders = keysOf('orders', ['Customer', 'Order_No', 'Item_No']);
  const deliveries = keysOf('deliveries', ['Customer', 'DT_No', 'Item_No']);
  const serials = keysOf('serials', ['Customer', 'Serial_Number']);
  const bhaOrders = keysOf('bha_orders', ['Customer', 'Order_No']);
  const bhaDeliveries = keysOf('bha_deliveries', ['Customer', 'DT_No']);
  const bhaItems = keysOf('bha_items', ['Customer', 'Serial_No']);
  const racks = new Map(rows('racks').map((row) => [`${row.Site}|${row.Rack_ID}`, row]));
  const positions = new Set<string>();
  const documentExists = (path: unknown) =>
    typeof path === 'string' && path.startsWith('documents/') && existsSync(join(dir, path));

  for (const [entity, rule] of Object.entries(RULES)) {
    const file = existsSync(join(dir, `${entity}.ndjson`)) ? `${entity}.ndjson` : `${entity}.json`;
    const seen = new Set<string>();
    rows(entity).forEach((row, index) => {
      const at = (field: string, reason: string) => problems.push(`${file}:${index + 1} ${field}: ${reason}`);
      for (const field of rule.fields) if (!(field in row)) at(field, 'missing');
      const key = rule.key.map((field) => String(row[field] ?? '')).join('|');
      const normalisedKey = entity === 'users' ? key.toLowerCase() : key;
      if (seen.has(normalisedKey)) at(rule.key.join('+'), `duplicate key ${key}`);
      seen.add(normalisedKey);
      for (const field of rule.dates ?? []) {
        const value = row[field];
        if (
          value !== null &&
          value !== undefined &&
          !(typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value)))
        ) {
          at(field, `not a YYYY-MM-DD date: ${String(value)}`);
        }
      }
      for (const field of rule.counts ?? []) {
        const value = row[field];
        if (
          value !== null &&
          value !== undefined &&
          !(typeof value === 'number' && Number.isInteger(value) && value >= 0)
        ) {
          at(field, `not a non-negative count: ${String(value)}`);
        }
      }
      for (const field of rule.documents ?? []) {
        const value = row[field];
        const paths =
          value && typeof value === 'object'
            ? Object.values(value)
            : value === null || value === undefined
              ? []
              : [value];
        for (const path of paths) if (!documentExists(path)) at(field, `document not found: ${String(path)}`);
      }
      if ('Customer' in row) {
        const assets = customers.get(row.Customer);
        if (!assets) at('Customer', `unknown customer ${String(row.Customer)}`);
        else if (row.Asset !== null && row.Asset !== undefined && !assets.has(row.Asset as string)) {
          at('Asset', `not an asset of ${String(row.Customer)}: ${String(row.Asset)}`);
        }
      }
      if (rule.itemField) {
        const itemNo = row[rule.itemField];
        if (!items.has(`${row.Customer}|${itemNo}`)) at(rule.itemField, `no item ${String(itemNo)}`);
      }
    });
  }

  rows('users').forEach((row, index) => {
    if (!row.isAdmin && !customers.has(row.customer))
      problems.push(`users.json:${index + 1} customer: unknown customer ${String(row.customer)}`);
  });
  rows('items').forEach((row, index) => {
    const at = (field: string, reason: string) =>
      problems.push(`items.json:${index + 1} ${field}: ${reason}`);
    if (!ITEM_NO.test(String(row.Item_No)))
      at('Item_No', `does not match the pattern: ${String(row.Item_No)}`);
    if (!EQUIPMENT.has(row.Equipment as string))
      at('Equipment', `unknown equipment ${String(row.Equipment)}`);
    const certificates = (row.certificates ?? []) as { file: unknown; date: unknown }[];
    if (certificates.length > 5) at('certificates', `${certificates.length} certificates, at most 5`);
    for (const certificate of certificates) {
      if (!documentExists(certificate.file))
        at('certificates', `document not found: ${String(certificate.file)}`);
      if (!ISO_DATE.test(String(certificate.date)))
        at('certificates', `not a YYYY-MM-DD date: ${String(certificate.date)}`);
    }
  });
  rows('racks').forEach((row, index) => {
    if (Object.keys(row.colors as object).length > 5)
      problems.push(`racks.json:${index + 1} colors: more than 5 item numbers`);
  });
  rows('serials').forEach((row, index) => {
    const at = (field: string, reason: string) =>
      problems.push(`serials.ndjson:${index + 1} ${field}: ${reason}`);
    if (!LOCATIONS.has(row.Current_Location as string))
      at('Current_Location', `unknown location ${String(row.Current_Location)}`);
    if (row.Order_No !== null && !orders.has(`${row.Customer}|${row.Order_No}|${row.Item_No}`))
      at('Order_No', `no order line ${String(row.Order_No)}`);
    if (row.DT_No !== null && !deliveries.has(`${row.Customer}|${row.DT_No}|${row.Item_No}`))
      at('DT_No', `no delivery ${String(row.DT_No)}`);
    if (row.Current_Location === 'Shipped' && (row.DT_No === null || row.Shipped_Date === null))
      at('DT_No', 'shipped without a delivery');
    if (row.Rack_Position === null) return;
    const rack = racks.get(`${row.Site}|${row.Rack_Position}`);
    if (!rack) {
      at('Rack_Position', `no rack ${String(row.Rack_Position)} at ${String(row.Site)}`);
      return;
    }
    const position = row.Position as number;
    if (!(position >= 1 && position <= (rack.Capacity as number)))
      at('Position', `outside the rack's capacity: ${position}`);
    const slot = `${row.Site}|${row.Rack_Position}|${position}`;
    if (positions.has(slot)) at('Position', `rack position taken twice: ${slot}`);
    positions.add(slot);
  });
  rows('tallies').forEach((row, index) => {
    const at = (field: string, reason: string) =>
      problems.push(`tallies.ndjson:${index + 1} ${field}: ${reason}`);
    if (!serials.has(`${row.Customer}|${row.Serial_Number}`))
      at('Serial_Number', `no serial ${String(row.Serial_Number)}`);
    if (!orders.has(`${row.Customer}|${row.Order_No}|${row.Item_No}`))
      at('Order_No', `no order line ${String(row.Order_No)}`);
  });
  rows('bha_items').forEach((row, index) => {
    const at = (field: string, reason: string) =>
      problems.push(`bha_items.json:${index + 1} ${field}: ${reason}`);
    if (row.Order_No !== null && !bhaOrders.has(`${row.Customer}|${row.Order_No}`))
      at('Order_No', `no BHA order ${String(row.Order_No)}`);
    if (row.DT_No !== null && !bhaDeliveries.has(`${row.Customer}|${row.DT_No}`))
      at('DT_No', `no BHA delivery ${String(row.DT_No)}`);
    if (row.Slot !== null && !/^([1-9]|[1-4]\d|5[0-4])[A-H]$/.test(String(row.Slot)))
      at('Slot', `not a slot: ${String(row.Slot)}`);
  });
  rows('bha_reports').forEach((row, index) => {
    const at = (field: string, reason: string) =>
      problems.push(`bha_reports.json:${index + 1} ${field}: ${reason}`);
    if (!REPORT_TYPES.has(row.report_type as string))
      at('report_type', `unknown report type ${String(row.report_type)}`);
    if (!bhaOrders.has(`${row.Customer}|${row.Order_No}`))
      at('Order_No', `no BHA order ${String(row.Order_No)}`);
    if (!bhaItems.has(`${row.Customer}|${row.Serial_No}`))
      at('Serial_No', `no BHA item ${String(row.Serial_No)}`);
  });
  for (const [name, path] of Object.entries(data.certificates ?? {})) {
    if (!documentExists(path))
      problems.push(`certificates.json:1 ${name}: document not found: ${String(path)}`);
  }
  return problems;
}
