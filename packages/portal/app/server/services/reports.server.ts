import type { RowOf } from '../db/contract-fields.server.js';
import type { contractTables } from '../db/contract-tables.server.js';
import type { DocumentStore } from '../document-store/document-store.server.js';
import type { ScopedDb } from '../scoping/scoped-db.server.js';

type Stored<T extends keyof typeof contractTables> = RowOf<(typeof contractTables)[T]['fields']>;

/** A BHA inspection report row as the lists answer it (no customer, no storage path). */
export type BhaReportAnswer = Omit<Stored<'bha_reports'>, 'Customer' | 'file'>;

/** An NCR as /getQHSE answers it. */
export type NcrAnswer = Omit<Stored<'ncr'>, 'Customer' | 'file'>;

/** A chiksan line as /getChiksan answers it. */
export type ChiksanAnswer = Omit<Stored<'chiksan'>, 'Customer' | 'file'>;

/** A TCP gun as /getTCP answers it; a gun never counted has used count 0. */
export interface TcpAnswer {
  serial_number: string;
  equipment_description: string | null;
  inspection_result: string | null;
  times_used: { count: number; color: string | null };
}

/** The four lists of /inspectionBHA. */
export interface BhaInspectionLists {
  multi_detail: BhaReportAnswer[];
  dim: BhaReportAnswer[];
  misc: BhaReportAnswer[];
  elevator: BhaReportAnswer[];
}

/** The two lists of /inspectionBHA_OLD. */
export type BhaInspectionOldLists = Pick<BhaInspectionLists, 'multi_detail' | 'dim'>;

/**
 * Which report types fill which list. Current reports: Multi, Dimentional, Miscellaneouse, Elevator, one
 * list each. The old screen has two lists: dimensional reports (Dimentional_OLD) and the old multi-detail
 * forms, which were the miscellaneous and elevator reports (Miscellaneouse_OLD, Elevator_OLD).
 */
export const BHA_LIST_TYPES = {
  current: {
    multi_detail: ['Multi'],
    dim: ['Dimentional'],
    misc: ['Miscellaneouse'],
    elevator: ['Elevator'],
  },
  old: {
    multi_detail: ['Miscellaneouse_OLD', 'Elevator_OLD'],
    dim: ['Dimentional_OLD'],
  },
} as const;

async function bhaReports(scoped: ScopedDb): Promise<BhaReportAnswer[]> {
  const rows = (await scoped
    .selectFrom('bha_reports')
    .selectAll()
    .orderBy('Inspection_Date', 'desc')
    .orderBy('Report_ID')
    .execute()) as Stored<'bha_reports'>[];
  return rows.map(({ Customer: _customer, file: _file, ...row }) => row);
}

function byTypes<K extends string>(
  rows: readonly BhaReportAnswer[],
  lists: Record<K, readonly string[]>,
): Record<K, BhaReportAnswer[]> {
  const entries = Object.entries(lists) as [K, readonly string[]][];
  return Object.fromEntries(
    entries.map(([list, types]) => [list, rows.filter((row) => types.includes(row.report_type ?? ''))]),
  ) as Record<K, BhaReportAnswer[]>;
}

/**
 * The BHA inspection reports in the actor's scope, newest first, in the four lists of /inspectionBHA.
 *
 * @example
 * const { multi_detail } = await bhaInspectionLists(scoped);
 */
export async function bhaInspectionLists(scoped: ScopedDb): Promise<BhaInspectionLists> {
  return byTypes(await bhaReports(scoped), BHA_LIST_TYPES.current);
}

/**
 * The old-format BHA reports (the _OLD types) in the two lists of /inspectionBHA_OLD.
 *
 * @example
 * const { dim } = await bhaInspectionOldLists(scoped);
 */
export async function bhaInspectionOldLists(scoped: ScopedDb): Promise<BhaInspectionOldLists> {
  return byTypes(await bhaReports(scoped), BHA_LIST_TYPES.old);
}

/**
 * The non-conformance reports of the actor's customer, newest first.
 *
 * @example
 * const ncrs = await listNcr(scoped);
 */
export async function listNcr(scoped: ScopedDb): Promise<NcrAnswer[]> {
  const rows = (await scoped
    .selectFrom('ncr')
    .selectAll()
    .orderBy('Date_Reported', 'desc')
    .orderBy('NCR_No')
    .execute()) as Stored<'ncr'>[];
  return rows.map(({ Customer: _customer, file: _file, ...row }) => row);
}

/**
 * The chiksan report lines of the actor's customer, newest return first.
 *
 * @example
 * const lines = await listChiksan(scoped);
 */
export async function listChiksan(scoped: ScopedDb): Promise<ChiksanAnswer[]> {
  const rows = (await scoped
    .selectFrom('chiksan')
    .selectAll()
    .orderBy('Returned_Date', 'desc')
    .orderBy('Order_No')
    .orderBy('Serial_Number')
    .execute()) as Stored<'chiksan'>[];
  return rows.map(({ Customer: _customer, file: _file, ...row }) => row);
}

/**
 * The serial numbers of the chiksan lines of one order in the actor's scope (the chiksan screen opens an
 * order's report by Order_No).
 *
 * @example
 * await chiksanSerials(scoped, 'NW-CH'); // ['NW-CH1']
 */
export async function chiksanSerials(scoped: ScopedDb, orderNo: string): Promise<string[]> {
  const rows = await scoped
    .selectFrom('chiksan')
    .select('Serial_Number')
    .where('Order_No', '=', orderNo)
    .orderBy('Serial_Number')
    .execute();
  return rows.map((row) => row.Serial_Number);
}

/**
 * The TCP guns of the actor's customer, least used first.
 *
 * @example
 * const guns = await listTcp(scoped);
 */
export async function listTcp(scoped: ScopedDb): Promise<TcpAnswer[]> {
  const rows = (await scoped
    .selectFrom('tcp')
    .selectAll()
    .orderBy('serial_number')
    .execute()) as Stored<'tcp'>[];
  const answer = rows.map((row) => {
    const used = row.times_used ? (JSON.parse(row.times_used) as { count: number; color?: string }) : null;
    return {
      serial_number: row.serial_number,
      equipment_description: row.equipment_description,
      inspection_result: row.inspection_result,
      times_used: { count: used?.count ?? 0, color: used?.color ?? null },
    };
  });
  return answer.sort((a, b) => a.times_used.count - b.times_used.count);
}

/** The provider's three certificates. */
export const PROVIDER_CERTIFICATES = ['NTO', 'ISO', 'JQS'] as const;

/** One of the provider's certificates. */
export type ProviderCertificate = (typeof PROVIDER_CERTIFICATES)[number];

/**
 * Whether a text names one of the provider's certificates.
 *
 * @example
 * isProviderCertificate('ISO'); // true
 */
export function isProviderCertificate(name: string): name is ProviderCertificate {
  return (PROVIDER_CERTIFICATES as readonly string[]).includes(name);
}

/**
 * The PDF of one of the provider's certificates, or null when it has no file.
 *
 * @example
 * const pdf = await providerCertificateFile(scoped, store, 'NTO');
 */
export async function providerCertificateFile(
  scoped: ScopedDb,
  store: DocumentStore,
  name: ProviderCertificate,
): Promise<Buffer | null> {
  const row = await scoped.provider
    .selectFrom('provider_certificates')
    .select(['file'])
    .where('name', '=', name)
    .executeTakeFirst();
  const stream = row?.file ? await store.open(row.file) : null;
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * The provider's certificates that have a file in the store, in the order NTO, ISO, JQS.
 *
 * @example
 * await availableProviderCertificates(scoped, store); // ['NTO', 'ISO', 'JQS']
 */
export async function availableProviderCertificates(
  scoped: ScopedDb,
  store: DocumentStore,
): Promise<ProviderCertificate[]> {
  const rows = await scoped.provider.selectFrom('provider_certificates').select(['name', 'file']).execute();
  const files = new Map(rows.map((row) => [row.name, row.file]));
  const present = await Promise.all(
    PROVIDER_CERTIFICATES.map(async (name) => {
      const key = files.get(name);
      return key ? store.exists(key) : false;
    }),
  );
  return PROVIDER_CERTIFICATES.filter((_, index) => present[index]);
}

/**
 * The provider's NTO, ISO and JQS certificates as base64 PDF text in the legacy `b'…'` wrapping (the
 * screen trims two characters before and one after). A certificate without a file is an empty string.
 *
 * @example
 * const { NTO } = await providerCertificates(scoped, store);
 * NTO.startsWith("b'JVBER"); // a PDF
 */
export async function providerCertificates(
  scoped: ScopedDb,
  store: DocumentStore,
): Promise<Record<ProviderCertificate, string>> {
  const entries = await Promise.all(
    PROVIDER_CERTIFICATES.map(async (name) => {
      const pdf = await providerCertificateFile(scoped, store, name);
      return [name, pdf ? `b'${pdf.toString('base64')}'` : ''] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<ProviderCertificate, string>;
}
