import { ScopeError } from '../../scoping/actor.server.js';
import type { ScopedDb } from '../../scoping/scoped-db.server.js';

/**
 * A stored document named by the row it belongs to. Documents are never named by their path: a
 * reference resolves only through the actor's scoped rows.
 */
export type DocumentReference =
  /** A document of a tubular or BHA order (`documents.report`, `order_confirmation`, `coc_machining` ...). */
  | { kind: 'order'; Order_No: string; document: string }
  /** A delivery-ticket line's attachment or wire-sling certificate. */
  | { kind: 'delivery'; DT_No: string; Item_No: string; document: string }
  /** The freight papers of a receipt. */
  | { kind: 'received'; Receive_No: string; document: string }
  | { kind: 'bha_report'; Report_ID: string }
  | { kind: 'ncr'; NCR_No: string }
  | { kind: 'chiksan'; Order_No: string; Serial_Number: string }
  /** Certificate 1-5 of an item (the inventory row's PDF, PDF2..PDF5). */
  | { kind: 'item_certificate'; Item_No: string; index: number };

/** A reference the actor may read: the store key of its file and the name to download it under. */
export interface ResolvedDocument {
  reference: DocumentReference;
  key: string;
  name: string;
}

/**
 * A selection names a document the actor may not read, or one that does not exist: the whole selection
 * is refused, and the message does not say which (that would tell another tenant's numbers apart).
 */
export class DocumentSelectionError extends ScopeError {
  override name = 'DocumentSelectionError';
}

function extensionOf(key: string): string {
  const name = key.split('/').pop() ?? '';
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot) : '';
}

function documentsOf(json: string | null, document: string): string | null {
  if (!json) return null;
  const map = JSON.parse(json) as Record<string, string | null>;
  return Object.hasOwn(map, document) ? (map[document] ?? null) : null;
}

async function keysFor(scoped: ScopedDb, reference: DocumentReference): Promise<string[]> {
  switch (reference.kind) {
    case 'order': {
      const tubular = await scoped
        .selectFrom('orders')
        .select(['documents'])
        .where('Order_No', '=', reference.Order_No)
        .execute();
      const bha = await scoped
        .selectFrom('bha_orders')
        .select(['documents'])
        .where('Order_No', '=', reference.Order_No)
        .execute();
      return [...tubular, ...bha].map((row) => documentsOf(row.documents, reference.document)).filter(isKey);
    }
    case 'delivery': {
      const rows = await scoped
        .selectFrom('deliveries')
        .select(['documents'])
        .where('DT_No', '=', reference.DT_No)
        .where('Item_No', '=', reference.Item_No)
        .execute();
      return rows.map((row) => documentsOf(row.documents, reference.document)).filter(isKey);
    }
    case 'received': {
      const rows = await scoped
        .selectFrom('received')
        .select(['documents'])
        .where('Receive_No', '=', reference.Receive_No)
        .execute();
      return rows.map((row) => documentsOf(row.documents, reference.document)).filter(isKey);
    }
    case 'bha_report': {
      const rows = await scoped
        .selectFrom('bha_reports')
        .select(['file'])
        .where('Report_ID', '=', reference.Report_ID)
        .execute();
      return rows.map((row) => row.file).filter(isKey);
    }
    case 'ncr': {
      const rows = await scoped
        .selectFrom('ncr')
        .select(['file'])
        .where('NCR_No', '=', reference.NCR_No)
        .execute();
      return rows.map((row) => row.file).filter(isKey);
    }
    case 'chiksan': {
      const rows = await scoped
        .selectFrom('chiksan')
        .select(['file'])
        .where('Order_No', '=', reference.Order_No)
        .where('Serial_Number', '=', reference.Serial_Number)
        .execute();
      return rows.map((row) => row.file).filter(isKey);
    }
    case 'item_certificate': {
      const rows = await scoped
        .selectFrom('items')
        .select(['certificates'])
        .where('Item_No', '=', reference.Item_No)
        .execute();
      return rows
        .map((row) => {
          const list = row.certificates ? (JSON.parse(row.certificates) as { file: string }[]) : [];
          return list[reference.index - 1]?.file ?? null;
        })
        .filter(isKey);
    }
  }
}

function isKey(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.length > 0;
}

/**
 * The download name of a referenced document: what it is and its number, with the stored file's
 * extension, e.g. `Order 40211 report.pdf`, `BHA report NW-R1.pdf`.
 *
 * @example
 * documentDownloadName({ kind: 'ncr', NCR_No: 'NW-NCR1' }, 'documents/reports/NW-NCR-1.pdf'); // 'NCR NW-NCR1.pdf'
 */
export function documentDownloadName(reference: DocumentReference, key: string): string {
  const extension = extensionOf(key);
  switch (reference.kind) {
    case 'order':
      return `Order ${reference.Order_No} ${reference.document}${extension}`;
    case 'delivery':
      return `DT ${reference.DT_No} ${reference.Item_No} ${reference.document}${extension}`;
    case 'received':
      return `Received ${reference.Receive_No} ${reference.document}${extension}`;
    case 'bha_report':
      return `BHA report ${reference.Report_ID}${extension}`;
    case 'ncr':
      return `NCR ${reference.NCR_No}${extension}`;
    case 'chiksan':
      return `Chiksan ${reference.Order_No} ${reference.Serial_Number}${extension}`;
    case 'item_certificate':
      return `Certificate ${reference.Item_No} ${reference.index}${extension}`;
  }
}

/**
 * Checks a multi-download selection against the actor's scope and resolves it to store keys. Every
 * reference must name a row in the actor's scope that has that document; if any does not, the whole
 * selection is refused ({@link DocumentSelectionError}, HTTP 403) and nothing is resolved. An admin
 * not viewing as a customer may resolve one reference to the documents of several customers' rows.
 *
 * @throws DocumentSelectionError for an empty selection or one naming a document the actor may not read.
 * @example
 * const documents = await resolveDocumentSelection(scoped, [{ kind: 'order', Order_No: '40211', document: 'report' }]);
 * return streamZip(documents.map((d) => ({ name: d.name, open: () => openStored(store, d.key) })));
 */
export async function resolveDocumentSelection(
  scoped: ScopedDb,
  references: readonly DocumentReference[],
): Promise<ResolvedDocument[]> {
  if (references.length === 0) throw new DocumentSelectionError('Please select PDFs to download first.');
  const resolved: ResolvedDocument[] = [];
  let refused = 0;
  for (const reference of references) {
    const keys = [...new Set(await keysFor(scoped, reference))];
    if (keys.length === 0) refused += 1;
    for (const key of keys) resolved.push({ reference, key, name: documentDownloadName(reference, key) });
  }
  if (refused > 0) {
    throw new DocumentSelectionError(
      `${refused} of the ${references.length} selected documents cannot be downloaded; nothing was sent`,
    );
  }
  return resolved;
}

/**
 * The references of a tubular multi-download (/getPDFmultiple `selected`: a list of order numbers): the
 * report of each order.
 *
 * @example
 * tubularSelection(['40211', 40212]); // [{ kind: 'order', Order_No: '40211', document: 'report' }, ...]
 */
export function tubularSelection(selected: readonly (string | number)[]): DocumentReference[] {
  return selected.map((orderNo) => ({ kind: 'order', Order_No: String(orderNo), document: 'report' }));
}

/**
 * The references of a BHA multi-download (/getPDFmultipleBHA `selected`: BHA parameter sets): the report
 * each set's `report_id` names.
 *
 * @throws DocumentSelectionError when a set has no report_id.
 * @example
 * bhaSelection([{ type: 'Multi', report_id: 'NW-R1' }]); // [{ kind: 'bha_report', Report_ID: 'NW-R1' }]
 */
export function bhaSelection(selected: readonly { report_id?: string | null }[]): DocumentReference[] {
  return selected.map((entry, index) => {
    if (!entry.report_id) throw new DocumentSelectionError(`selected[${index}] has no report_id`);
    return { kind: 'bha_report', Report_ID: entry.report_id };
  });
}
