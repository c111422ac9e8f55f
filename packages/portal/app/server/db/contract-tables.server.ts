import { assertClassLimits, bhaReportTypeSchema, type ClassLimits, SERIAL_LOCATIONS } from '@rigready/core';
import { z } from 'zod';
import { documentMap, type FieldSpec, field } from './contract-fields.server.js';

/** How a contract table is scoped: by `Customer` (customer-owned) or not at all (the provider's own). */
export type TableOwner = 'customer' | 'provider';

/** One file of the data contract and the table it is imported into. */
export interface ContractTable {
  /** File name without extension (`serials` reads serials.json or serials.ndjson). */
  file: string;
  /** Natural key columns, in key order: the upsert conflict target and the primary key. */
  key: readonly string[];
  owner: TableOwner;
  /** Column holding the asset name, when the rows carry one. */
  assetColumn?: string;
  fields: Record<string, FieldSpec>;
  /** What a row whose every field is valid may still get wrong across its fields. */
  checkRow?: (values: Record<string, string | number | null>) => { field: string; reason: string }[];
}

const customer = { Customer: field.text({ required: true }) };
const assetList = z.array(z.string().min(1));
const certificateList = z
  .array(z.object({ file: z.string().min(1), date: z.iso.date().nullable().optional() }))
  .max(5, 'at most 5 certificates');

const LIMIT_FIELDS = ['TJ_OD_Premium_Min', 'TJ_OD_Class2_Min', 'TS_Pin_Min', 'TS_Box_Min'] as const;

/** A class_limits row must hold limits core's joint-class rules accept (positive, Premium over Class 2). */
function checkClassLimits(values: Record<string, string | number | null>) {
  try {
    assertClassLimits(values as unknown as ClassLimits);
    return [];
  } catch (error) {
    const reason = (error as Error).message;
    return [{ field: LIMIT_FIELDS.find((name) => reason.includes(name)) ?? '(row)', reason }];
  }
}

/**
 * Every file of the data contract (except users.json and certificates.json, which have their own tables),
 * in import order: a table comes after the tables its references point to. Columns keep the legacy wire
 * names, because the API answers with them.
 *
 * @example
 * contractTables.serials.key; // ['Customer', 'Serial_Number']
 */
export const contractTables = {
  customers: {
    file: 'customers',
    key: ['customer_id'],
    owner: 'customer',
    fields: {
      customer_id: field.text({ required: true }),
      customer: field.text({ required: true }),
      org_no: field.text(),
      rig: field.text(),
      assets: field.json(assetList),
      features: field.json(
        z.object({
          dashboard: z.boolean().nullable().optional(),
          tcpGuns: z.boolean().nullable().optional(),
          rangeColumn: z.boolean().nullable().optional(),
          stringNumberLabel: z.string().nullable().optional(),
          inspectionDateColouring: z.boolean().nullable().optional(),
          defaultSite: z.string().nullable().optional(),
          publicSerialHistory: z.boolean().nullable().optional(),
          publicSlug: z.string().nullable().optional(),
        }),
      ),
    },
  },
  items: {
    file: 'items',
    key: ['Customer', 'Item_No'],
    owner: 'customer',
    fields: {
      ...customer,
      Item_No: field.text({ required: true }),
      Equipment: field.text(),
      Description: field.text(),
      Tube_OD: field.text(),
      Connection: field.text(),
      TJ_OD: field.text(),
      TJ_ID: field.text(),
      Weight: field.text(),
      Grade: field.text(),
      Range: field.text(),
      Wall_Thickness: field.text(),
      elevator_shank_od: field.text(),
      upset_type: field.text(),
      KSI: field.text(),
      Part_No: field.text(),
      certificates: field.json(certificateList, (value) =>
        (value as { file: string }[]).map((certificate) => certificate.file),
      ),
    },
  },
  racks: {
    file: 'racks',
    key: ['Site', 'Rack_ID'],
    owner: 'provider',
    fields: {
      Site: field.text({ required: true }),
      Rack_ID: field.text({ required: true }),
      Maxrowcount: field.count(),
      Capacity: field.count(),
      isOCTG: field.bool(),
      colors: field.json(
        z
          .record(z.string(), z.string())
          .refine((colors) => Object.keys(colors).length <= 5, 'at most 5 colours'),
      ),
    },
  },
  serials: {
    file: 'serials',
    key: ['Customer', 'Serial_Number'],
    owner: 'customer',
    assetColumn: 'Asset',
    fields: {
      ...customer,
      Serial_Number: field.text({ required: true }),
      Item_No: field.text({ required: true, ref: 'item' }),
      Asset: field.text({ ref: 'asset' }),
      Site: field.text(),
      String_Number: field.text(),
      Current_Location: field.enum(SERIAL_LOCATIONS, { required: true }),
      Rack_Position: field.text(),
      Position: field.count(),
      KWP_Length: field.measure(),
      TC_TBA: field.text(),
      Date_Inspected: field.date(),
      Completion_Date: field.date(),
      Description: field.text(),
      Order_No: field.text(),
      DT_No: field.text(),
      Shipped_Date: field.date(),
    },
  },
  bha_items: {
    file: 'bha_items',
    key: ['Customer', 'Serial_No'],
    owner: 'customer',
    assetColumn: 'Asset',
    fields: {
      ...customer,
      Serial_No: field.text({ required: true }),
      Serial_No_Alt: field.text(),
      Material_Number: field.text(),
      Description: field.text(),
      Equipment_Type: field.text(),
      Connection_Box: field.text(),
      Connection_Pin: field.text(),
      Current_Location: field.text(),
      Last_Inspection_Date: field.date(),
      Rack: field.text(),
      Slot: field.pattern(/^([1-9]|[1-4][0-9]|5[0-4])[A-H]$/, 'a column 1-54 and a row A-H, e.g. 12C'),
      Rig: field.text(),
      Asset: field.text({ ref: 'asset' }),
      Site: field.text(),
      DT_No: field.text(),
      Order_No: field.text(),
    },
  },
  orders: {
    file: 'orders',
    key: ['Customer', 'Order_No', 'Item_No'],
    owner: 'customer',
    assetColumn: 'Asset',
    fields: {
      ...customer,
      Order_No: field.text({ required: true }),
      Return_Date: field.date(),
      Returned_From: field.text(),
      Completed: field.text(),
      Check_Inspection: field.text(),
      Check_Machining: field.text(),
      Check_Hardbanding: field.text(),
      Asset: field.text({ ref: 'asset' }),
      PO: field.text(),
      Ref: field.text(),
      Item_No: field.text({ required: true, ref: 'item' }),
      Equipment: field.text(),
      Weight: field.text(),
      Grade: field.text(),
      Connection_Rec: field.text(),
      Inspection_Spec: field.text(),
      Scope_Of_Work: field.text(),
      QTY_Recived: field.count(),
      Receive_No: field.text(),
      String_No: field.text(),
      Job_Completed_Date: field.date(),
      Inspection_Completed_DATE: field.date(),
      Hardbaning_Completed_Date: field.date(),
      Machinig_Completed_Date: field.date(),
      DT_No: field.text(),
      Priority: field.json(z.object({ value: z.number(), name: z.string(), color: z.string() }).nullable()),
      documents: documentMap,
      Request_No: field.text(),
    },
  },
  bha_orders: {
    file: 'bha_orders',
    key: ['Customer', 'Order_No'],
    owner: 'customer',
    assetColumn: 'Asset',
    fields: {
      ...customer,
      Order_No: field.text({ required: true }),
      Return_Date: field.date(),
      Returned_From: field.text(),
      Customer_Rep: field.text(),
      Ref: field.text(),
      PO: field.text(),
      QTY: field.count(),
      Completed: field.text(),
      Check_Inspection: field.text(),
      Check_Machining: field.text(),
      Asset: field.text({ ref: 'asset' }),
      Receive_No: field.text(),
      documents: documentMap,
      Request_No: field.text(),
    },
  },
  deliveries: {
    file: 'deliveries',
    key: ['Customer', 'DT_No', 'Item_No'],
    owner: 'customer',
    assetColumn: 'Asset',
    fields: {
      ...customer,
      DT_No: field.text({ required: true }),
      Date: field.date(),
      Sent_To: field.text(),
      Item_No: field.text({ required: true, ref: 'item' }),
      Quantity: field.count(),
      Rig: field.text(),
      Equipment: field.text(),
      Weight: field.text(),
      Grade: field.text(),
      DT_Connection: field.text(),
      Ref: field.text(),
      Asset: field.text({ ref: 'asset' }),
      Returned: field.bool(),
      Offshore: field.bool(),
      documents: documentMap,
    },
  },
  bha_deliveries: {
    file: 'bha_deliveries',
    key: ['Customer', 'DT_No'],
    owner: 'customer',
    assetColumn: 'Asset',
    fields: {
      ...customer,
      DT_No: field.text({ required: true }),
      Date: field.date(),
      Receiver: field.text(),
      Rig: field.text(),
      Total_Equipment: field.count(),
      Asset: field.text({ ref: 'asset' }),
    },
  },
  received: {
    file: 'received',
    key: ['Customer', 'Receive_No', 'Item_No'],
    owner: 'customer',
    assetColumn: 'Asset',
    fields: {
      ...customer,
      Receive_No: field.text({ required: true }),
      Returned_Date: field.date(),
      Returned_From: field.text(),
      Location: field.text(),
      Item_No: field.text({ required: true, ref: 'item' }),
      Quantity_Tubular: field.count(),
      Equipment: field.text(),
      Asset: field.text({ ref: 'asset' }),
      documents: documentMap,
    },
  },
  preinvoices: {
    file: 'preinvoices',
    key: ['Customer', 'Order_No', 'Item_Number'],
    owner: 'customer',
    assetColumn: 'Asset',
    fields: {
      ...customer,
      Order_No: field.text({ required: true }),
      Returned_From: field.text(),
      Return_Date: field.date(),
      Ref: field.text(),
      Item_Number: field.text({ required: true, ref: 'item' }),
      Equipment: field.text(),
      Weight: field.text(),
      Grade: field.text(),
      Connection: field.text(),
      Inspection_Specification: field.text(),
      Asset: field.text({ ref: 'asset' }),
    },
  },
  bha_preinvoices: {
    file: 'bha_preinvoices',
    key: ['Customer', 'Order_No'],
    owner: 'customer',
    assetColumn: 'Asset',
    fields: {
      ...customer,
      Order_No: field.text({ required: true }),
      Returned_From: field.text(),
      Return_Date: field.date(),
      PO: field.text(),
      Ref: field.text(),
      Asset: field.text({ ref: 'asset' }),
    },
  },
  bha_reports: {
    file: 'bha_reports',
    key: ['Customer', 'Report_ID'],
    owner: 'customer',
    assetColumn: 'Asset',
    fields: {
      ...customer,
      Report_ID: field.text({ required: true }),
      report_type: field.enum(bhaReportTypeSchema.options),
      Order_No: field.text(),
      Serial_No: field.text(),
      Description: field.text(),
      Connection_1: field.text(),
      Connection_2: field.text(),
      ID: field.text(),
      Min_ID: field.text(),
      PO: field.text(),
      Ref: field.text(),
      Asset: field.text({ ref: 'asset' }),
      Inspection_Date: field.date(),
      Spec: field.text(),
      Result: field.text(),
      file: field.document(),
    },
  },
  ncr: {
    file: 'ncr',
    key: ['Customer', 'NCR_No'],
    owner: 'customer',
    fields: {
      ...customer,
      NCR_No: field.text({ required: true }),
      Title: field.text(),
      NCR_Category: field.text(),
      Location: field.text(),
      Department: field.text(),
      Status: field.text(),
      Date_Reported: field.date(),
      Date_Processed: field.date(),
      Date_Closed: field.date(),
      file: field.document(),
    },
  },
  chiksan: {
    file: 'chiksan',
    key: ['Customer', 'Order_No', 'Serial_Number'],
    owner: 'customer',
    fields: {
      ...customer,
      Order_No: field.text({ required: true }),
      Serial_Number: field.text({ required: true }),
      Description: field.text(),
      Report_Status: field.text(),
      Inspection_Date: field.date(),
      Steel_Type: field.text(),
      NDT_Method: field.text(),
      MPI_Method: field.text(),
      Area_Of_Examination: field.text(),
      Procedure: field.text(),
      Returned_Date: field.date(),
      file: field.document(),
    },
  },
  tcp: {
    file: 'tcp',
    key: ['Customer', 'serial_number'],
    owner: 'customer',
    fields: {
      ...customer,
      serial_number: field.text({ required: true }),
      equipment_description: field.text(),
      inspection_result: field.text(),
      times_used: field.json(
        z.object({ count: z.number().int().min(0, 'must not be negative'), color: z.string() }).nullable(),
      ),
    },
  },
  tallies: {
    file: 'tallies',
    key: ['Customer', 'Order_No', 'Serial_Number'],
    owner: 'customer',
    fields: {
      ...customer,
      Order_No: field.text({ required: true }),
      Item_No: field.text({ ref: 'item' }),
      Serial_Number: field.text({ required: true }),
      Inspection_Date: field.date(),
      IPC: field.text(),
      Wall: field.measure(),
      TS_Pin: field.measure(),
      TS_Box: field.measure(),
      OD_Box: field.measure(),
      TU_Tube: field.text(),
      TJ_Tooljoint: field.text(),
      Machining_Pin: field.text(),
      Machining_Box: field.text(),
      Hardbanding_Box: field.text(),
      Pipe_Status: field.text(),
    },
  },
  class_limits: {
    file: 'class_limits',
    key: ['Connection', 'Tube_OD', 'Weight', 'Grade'],
    owner: 'provider',
    fields: {
      Connection: field.text({ required: true }),
      Tube_OD: field.text({ required: true }),
      Weight: field.text({ blank: '' }),
      Grade: field.text({ blank: '' }),
      TJ_OD_Premium_Min: field.measure({ required: true }),
      TJ_OD_Class2_Min: field.measure({ required: true }),
      TS_Pin_Min: field.measure({ required: true }),
      TS_Box_Min: field.measure({ required: true }),
    },
    checkRow: checkClassLimits,
  },
} as const satisfies Record<string, ContractTable>;

/** Name of a table imported from a contract file. */
export type ContractTableName = keyof typeof contractTables;
