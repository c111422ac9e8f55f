import type { CreateTableBuilder, Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// This migration is frozen: it lists its own columns instead of reading the live contract module, so that
// later changes to the contract arrive as new migrations. t = text, i = integer, r = double precision;
// a trailing ! means NOT NULL. Dates are YYYY-MM-DD text and JSON values are text on both databases.
type ColumnList = string;

const contractTables: Record<string, { key: string[]; columns: ColumnList }> = {
  customers: {
    key: ['customer_id'],
    columns: 'customer_id t!, customer t!, org_no t, rig t, assets t, features t',
  },
  items: {
    key: ['Customer', 'Item_No'],
    columns:
      'Customer t!, Item_No t!, Equipment t, Description t, Tube_OD t, Connection t, TJ_OD t, TJ_ID t, Weight t, ' +
      'Grade t, Range t, Wall_Thickness t, elevator_shank_od t, upset_type t, KSI t, Part_No t, certificates t',
  },
  racks: {
    key: ['Site', 'Rack_ID'],
    columns: 'Site t!, Rack_ID t!, Maxrowcount i, Capacity i, isOCTG i, colors t',
  },
  serials: {
    key: ['Customer', 'Serial_Number'],
    columns:
      'Customer t!, Serial_Number t!, Item_No t!, Asset t, Site t, String_Number t, Current_Location t!, ' +
      'Rack_Position t, Position i, KWP_Length r, TC_TBA t, Date_Inspected t, Completion_Date t, Description t, ' +
      'Order_No t, DT_No t, Shipped_Date t',
  },
  bha_items: {
    key: ['Customer', 'Serial_No'],
    columns:
      'Customer t!, Serial_No t!, Serial_No_Alt t, Material_Number t, Description t, Equipment_Type t, ' +
      'Connection_Box t, Connection_Pin t, Current_Location t, Last_Inspection_Date t, Rack t, Slot t, Rig t, ' +
      'Asset t, Site t, DT_No t, Order_No t',
  },
  orders: {
    key: ['Customer', 'Order_No', 'Item_No'],
    columns:
      'Customer t!, Order_No t!, Return_Date t, Returned_From t, Completed t, Check_Inspection t, ' +
      'Check_Machining t, Check_Hardbanding t, Asset t, PO t, Ref t, Item_No t!, Equipment t, Weight t, Grade t, ' +
      'Connection_Rec t, Inspection_Spec t, Scope_Of_Work t, QTY_Recived i, Receive_No t, String_No t, ' +
      'Job_Completed_Date t, Inspection_Completed_DATE t, Hardbaning_Completed_Date t, ' +
      'Machinig_Completed_Date t, DT_No t, Priority t, documents t',
  },
  bha_orders: {
    key: ['Customer', 'Order_No'],
    columns:
      'Customer t!, Order_No t!, Return_Date t, Returned_From t, Customer_Rep t, Ref t, PO t, QTY i, Completed t, ' +
      'Check_Inspection t, Check_Machining t, Asset t, Receive_No t, documents t',
  },
  deliveries: {
    key: ['Customer', 'DT_No', 'Item_No'],
    columns:
      'Customer t!, DT_No t!, Date t, Sent_To t, Item_No t!, Quantity i, Rig t, Equipment t, Weight t, Grade t, ' +
      'DT_Connection t, Ref t, Asset t, Returned i, Offshore i, documents t',
  },
  bha_deliveries: {
    key: ['Customer', 'DT_No'],
    columns: 'Customer t!, DT_No t!, Date t, Receiver t, Rig t, Total_Equipment i, Asset t',
  },
  received: {
    key: ['Customer', 'Receive_No', 'Item_No'],
    columns:
      'Customer t!, Receive_No t!, Returned_Date t, Returned_From t, Location t, Item_No t!, ' +
      'Quantity_Tubular i, Equipment t, Asset t, documents t',
  },
  preinvoices: {
    key: ['Customer', 'Order_No', 'Item_Number'],
    columns:
      'Customer t!, Order_No t!, Returned_From t, Return_Date t, Ref t, Item_Number t!, Equipment t, Weight t, ' +
      'Grade t, Connection t, Inspection_Specification t, Asset t',
  },
  bha_preinvoices: {
    key: ['Customer', 'Order_No'],
    columns: 'Customer t!, Order_No t!, Returned_From t, Return_Date t, PO t, Ref t, Asset t',
  },
  bha_reports: {
    key: ['Customer', 'Report_ID'],
    columns:
      'Customer t!, Report_ID t!, report_type t, Order_No t, Serial_No t, Description t, Connection_1 t, ' +
      'Connection_2 t, ID t, Min_ID t, PO t, Ref t, Asset t, Inspection_Date t, Spec t, Result t, file t',
  },
  ncr: {
    key: ['Customer', 'NCR_No'],
    columns:
      'Customer t!, NCR_No t!, Title t, NCR_Category t, Location t, Department t, Status t, Date_Reported t, ' +
      'Date_Processed t, Date_Closed t, file t',
  },
  chiksan: {
    key: ['Customer', 'Order_No', 'Serial_Number'],
    columns:
      'Customer t!, Order_No t!, Serial_Number t!, Description t, Report_Status t, Inspection_Date t, ' +
      'Steel_Type t, NDT_Method t, MPI_Method t, Area_Of_Examination t, Procedure t, Returned_Date t, file t',
  },
  tcp: {
    key: ['Customer', 'serial_number'],
    columns: 'Customer t!, serial_number t!, equipment_description t, inspection_result t, times_used t',
  },
  tallies: {
    key: ['Customer', 'Order_No', 'Serial_Number'],
    columns:
      'Customer t!, Order_No t!, Item_No t, Serial_Number t!, Inspection_Date t, IPC t, Wall r, TS_Pin r, ' +
      'TS_Box r, OD_Box r, TU_Tube t, TJ_Tooljoint t, Machining_Pin t, Machining_Box t, Hardbanding_Box t, ' +
      'Pipe_Status t',
  },
};

const columnTypes = { t: 'text', i: 'integer', r: 'double precision' } as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema of their own time.
type AnyDb = Kysely<any>;

async function createContractTable(db: AnyDb, name: string, key: string[], columns: ColumnList) {
  // Column names are only known at run time here, so the builder is typed loosely.
  let builder = db.schema.createTable(name) as unknown as CreateTableBuilder<string, string>;
  for (const column of columns.split(',')) {
    const match = /^\s*(\w+) ([tir])(!?)\s*$/.exec(column);
    if (!match?.[1] || !match[2]) throw new Error(`bad column definition "${column}" in ${name}`);
    const [, columnName, type, notNull] = match;
    builder = builder.addColumn(columnName, columnTypes[type as keyof typeof columnTypes], (col) =>
      notNull ? col.notNull() : col,
    );
  }
  builder = builder.addPrimaryKeyConstraint(`${name}_pkey`, key);
  if (name === 'customers') {
    builder = builder.addUniqueConstraint('customers_customer_key', ['customer']);
  } else if (key[0] === 'Customer') {
    builder = builder.addForeignKeyConstraint(`${name}_customer_fkey`, ['Customer'], 'customers', [
      'customer',
    ]);
  }
  if (name === 'serials') {
    // The inventory joins every serial to its item; the database keeps that join total.
    builder = builder.addForeignKeyConstraint('serials_item_fkey', ['Customer', 'Item_No'], 'items', [
      'Customer',
      'Item_No',
    ]);
  }
  await builder.execute();
}

async function createIdentityTables(db: AnyDb) {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('email_key', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text')
    .addColumn('phone', 'text')
    .addColumn('Customer', 'text', (col) => col.references('customers.customer'))
    .addColumn('is_admin', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('routes_list', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('assets', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('excluded_assets', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('flags', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('password_hash', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('sessions')
    .addColumn('id_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('absolute_expires_at', 'text', (col) => col.notNull())
    .addColumn('acting_customer', 'text', (col) => col.references('customers.customer'))
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
  for (const table of ['password_reset_tokens', 'api_tokens']) {
    let builder = db.schema
      .createTable(table)
      .addColumn('token_hash', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull());
    if (table === 'password_reset_tokens') builder = builder.addColumn('used_at', 'text');
    await builder.execute();
  }
  await db.schema
    .createTable('user_inventory_headers')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('pipe_type', 'text', (col) => col.notNull())
    .addColumn('headers', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('user_inventory_headers_pkey', ['user_id', 'pipe_type'])
    .execute();
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('actor_user_id', 'text')
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('Customer', 'text')
    .addColumn('details', 'text')
    .execute();
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').column('at').execute();
  await db.schema
    .createTable('rate_limits')
    .addColumn('bucket', 'text', (col) => col.notNull())
    .addColumn('window_start', 'text', (col) => col.notNull())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('rate_limits_pkey', ['bucket', 'window_start'])
    .execute();
  await db.schema
    .createTable('provider_certificates')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('file', 'text', (col) => col.notNull())
    .execute();
}

async function createIndexes(db: AnyDb) {
  // The inventory groups serials by these columns and counts by location: a covering index lets both
  // databases answer from the index alone.
  await db.schema
    .createIndex('serials_inventory_idx')
    .on('serials')
    .columns(['Customer', 'Asset', 'Item_No', 'Site', 'Current_Location', 'String_Number'])
    .execute();
  await db.schema
    .createIndex('serials_rack_idx')
    .on('serials')
    .columns(['Site', 'Rack_Position', 'Position'])
    .execute();
  for (const [table, columns] of [
    ['bha_items', ['Customer', 'Asset']],
    ['orders', ['Customer', 'Asset', 'Return_Date']],
    ['deliveries', ['Customer', 'Asset', 'Date']],
    ['received', ['Customer', 'Asset', 'Returned_Date']],
    ['bha_reports', ['Customer', 'Serial_No']],
    ['tallies', ['Customer', 'Item_No']],
  ] as const) {
    await db.schema
      .createIndex(`${table}_scope_idx`)
      .on(table)
      .columns([...columns])
      .execute();
  }
}

/** Creates every table of the data contract and of identity, with the indexes the inventory needs. */
export const initialMigration: Migration = {
  async up(db: AnyDb) {
    for (const [name, table] of Object.entries(contractTables)) {
      await createContractTable(db, name, table.key, table.columns);
    }
    await createIdentityTables(db);
    await createIndexes(db);
  },
  async down(db: AnyDb) {
    for (const table of [
      'provider_certificates',
      'rate_limits',
      'audit_log',
      'user_inventory_headers',
      'api_tokens',
      'password_reset_tokens',
      'sessions',
      'users',
      ...Object.keys(contractTables).reverse(),
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
