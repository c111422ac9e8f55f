import { type Kysely, sql } from 'kysely';
import { type ContractTable, contractTables } from '../db/contract-tables.server.js';
import type { Database } from '../db/schema.server.js';
import type { StoredRow } from './plan-rows.server.js';

/**
 * The data-set document paths a stored row refers to (document fields, and the paths inside JSON fields
 * such as `documents` and `certificates`).
 *
 * @example
 * documentsOfRow(contractTables.ncr, { NCR_No: '7', file: 'documents/ncr/7.pdf', … }); // ['documents/ncr/7.pdf']
 */
export function documentsOfRow(table: ContractTable, row: StoredRow): string[] {
  const documents: string[] = [];
  for (const [name, spec] of Object.entries(table.fields)) {
    const value = row[name];
    if (typeof value !== 'string') continue;
    if (spec.kind === 'document') documents.push(value);
    if (spec.kind === 'json' && spec.documents) documents.push(...spec.documents(JSON.parse(value)));
  }
  return documents;
}

/**
 * Which of the given document paths a stored row still refers to (any contract table, or the provider's
 * certificates). A path in a JSON field is found by its quoted form.
 *
 * @example
 * const kept = await referencedDocuments(db, new Set(['documents/ncr/7.pdf']));
 */
export async function referencedDocuments(
  db: Kysely<Database>,
  paths: ReadonlySet<string>,
): Promise<Set<string>> {
  const referenced = new Set<string>();
  for (const path of paths) {
    const found = await db
      .selectFrom('provider_certificates')
      .select('name')
      .where('file', '=', path)
      .executeTakeFirst();
    if (found) referenced.add(path);
  }
  for (const [name, table] of Object.entries(contractTables)) {
    for (const [column, spec] of Object.entries(table.fields)) {
      const isJson = spec.kind === 'json' && spec.documents;
      if (spec.kind !== 'document' && !isJson) continue;
      for (const path of paths) {
        if (referenced.has(path)) continue;
        const match = isJson
          ? sql`${sql.ref(column)} like ${`%${JSON.stringify(path)}%`}`
          : sql`${sql.ref(column)} = ${path}`;
        const rows = await sql`select 1 from ${sql.table(name)} where ${match} limit 1`.execute(db);
        if (rows.rows.length > 0) referenced.add(path);
      }
    }
  }
  return referenced;
}
