import type { RowOf } from '../db/contract-fields.server.js';
import type { contractTables } from '../db/contract-tables.server.js';
import type { ScopedDb } from '../scoping/scoped-db.server.js';

type BhaItemRow = RowOf<(typeof contractTables)['bha_items']['fields']>;

/** A BHA tool as the BHA inventory lists it, with its latest report (the certificate button). */
export type BhaInventoryRow = Omit<BhaItemRow, 'Customer'> & {
  Assets: string | null;
  report_type: string | null;
  Report_ID: string | null;
};

/** The /getInventoryBHA answer: the table rows and, per rack, the tools in each slot (`12C`). */
export interface BhaInventory {
  data: BhaInventoryRow[];
  racks: Record<string, Record<string, BhaInventoryRow[]>>;
}

/**
 * The actor's BHA tools with their latest report, and the slot map of every rack holding them. A tool
 * without a rack or slot is in the table only.
 *
 * @example
 * const { data, racks } = await bhaInventory(scoped);
 * racks.B1?.['12C']; // the tools in slot 12C of rack B1
 */
export async function bhaInventory(scoped: ScopedDb): Promise<BhaInventory> {
  const items = (await scoped
    .selectFrom('bha_items')
    .selectAll()
    .orderBy('Serial_No')
    .execute()) as BhaItemRow[];
  const reports = await scoped
    .selectFrom('bha_reports')
    .select(['Customer', 'Serial_No', 'Report_ID', 'report_type', 'Inspection_Date'])
    .where('Serial_No', 'is not', null)
    .orderBy('Inspection_Date')
    .orderBy('Report_ID')
    .execute();
  const latest = new Map<string, (typeof reports)[number]>();
  for (const report of reports) latest.set(`${report.Customer}\0${report.Serial_No}`, report);
  const data = items.map(({ Customer, ...item }) => {
    const report = latest.get(`${Customer}\0${item.Serial_No}`);
    return {
      ...item,
      Assets: item.Asset,
      report_type: report?.report_type ?? null,
      Report_ID: report?.Report_ID ?? null,
    };
  });
  const racks: BhaInventory['racks'] = {};
  for (const row of data) {
    if (!row.Rack || !row.Slot) continue;
    const rack = racks[row.Rack] ?? {};
    rack[row.Slot] = [...(rack[row.Slot] ?? []), row];
    racks[row.Rack] = rack;
  }
  return { data, racks };
}

/** The BHA parameter set of /getPDF, /getBHACertificate and each /getPDFmultipleBHA entry (the ones used). */
export interface BhaReportParams {
  type: string;
  report_id?: string | undefined;
  serial_no?: string | undefined;
}

/**
 * The Report_ID a BHA parameter set names in the actor's scope: its `report_id` when that report is the
 * actor's, else the latest report of `serial_no` of that `type`. The legacy path fields (`pdf_location`
 * …) are never read: a file is reached only through its report row. Null when nothing matches.
 *
 * @example
 * await bhaReportId(scoped, { type: 'Multi', serial_no: 'JAR-77' }); // 'NW-R1'
 */
export async function bhaReportId(scoped: ScopedDb, params: BhaReportParams): Promise<string | null> {
  if (params.report_id) {
    const row = await scoped
      .selectFrom('bha_reports')
      .select('Report_ID')
      .where('Report_ID', '=', params.report_id)
      .executeTakeFirst();
    return row?.Report_ID ?? null;
  }
  if (!params.serial_no) return null;
  const row = await scoped
    .selectFrom('bha_reports')
    .select('Report_ID')
    .where('Serial_No', '=', params.serial_no)
    .where('report_type', '=', params.type as never)
    .orderBy('Inspection_Date', 'desc')
    .orderBy('Report_ID', 'desc')
    .executeTakeFirst();
  return row?.Report_ID ?? null;
}
