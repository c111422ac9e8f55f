import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { isSafeDocumentKey } from '../config/document-key.server.js';
import type { Database } from '../db/schema.server.js';

/**
 * What rows may refer to during one import: customers (with their assets) and items, from the database
 * and from the files read so far, and which document paths exist in the data set.
 */
export interface ImportContext {
  folder: string;
  /** Customer name to its asset names. */
  customers: Map<string, Set<string>>;
  /** `Customer` + NUL + `Item_No` of every known item. */
  items: Set<string>;
  documentExists(path: string): boolean;
}

/**
 * The key of an item in {@link ImportContext.items}.
 *
 * @example
 * itemKey('Northwind Drilling', '550DP.12');
 */
export function itemKey(customer: string, itemNo: string): string {
  return `${customer}\u0000${itemNo}`;
}

/**
 * Loads what the database already knows, so a folder may refer to customers and items imported earlier.
 *
 * @example
 * const context = await loadImportContext(trx, '/imports/2026-05');
 */
export async function loadImportContext(db: Kysely<Database>, folder: string): Promise<ImportContext> {
  const customers = new Map<string, Set<string>>();
  for (const row of await db.selectFrom('customers').select(['customer', 'assets']).execute()) {
    customers.set(row.customer, new Set(row.assets ? (JSON.parse(row.assets) as string[]) : []));
  }
  const items = new Set<string>();
  for (const row of await db.selectFrom('items').select(['Customer', 'Item_No']).execute()) {
    items.add(itemKey(row.Customer, row.Item_No));
  }
  const seen = new Map<string, boolean>();
  return {
    folder,
    customers,
    items,
    documentExists(path) {
      let exists = seen.get(path);
      if (exists === undefined) {
        // Only a document key is looked up: nothing outside the data set is ever asked about.
        exists =
          isSafeDocumentKey(path) &&
          Boolean(statSync(join(folder, path), { throwIfNoEntry: false })?.isFile());
        seen.set(path, exists);
      }
      return exists;
    },
  };
}
