import type { ContractTable } from '../db/contract-tables.server.js';
import { checkField } from './field-values.server.js';
import { type ImportContext, itemKey } from './import-context.server.js';

/** A row ready to store, or the problems that keep it out (field and reason). */
export type CheckedRow =
  | { values: Record<string, string | number | null>; documents: string[] }
  | { problems: { field: string; reason: string }[] };

/**
 * Checks one row of a contract file: every field by its kind, then its references (the customer exists,
 * the asset is one of that customer's, the item exists for that customer).
 *
 * @example
 * checkContractRow(contractTables.serials, { Customer: 'Nobody', ... }, context);
 * // { problems: [{ field: 'Customer', reason: 'unknown customer "Nobody"' }, ...] }
 */
export function checkContractRow(table: ContractTable, raw: unknown, context: ImportContext): CheckedRow {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { problems: [{ field: '(row)', reason: 'must be a JSON object' }] };
  }
  const source = raw as Record<string, unknown>;
  const values: Record<string, string | number | null> = {};
  const documents: string[] = [];
  const problems: { field: string; reason: string }[] = [];
  for (const [name, spec] of Object.entries(table.fields)) {
    const result = checkField(spec, source[name], context.documentExists);
    if ('reason' in result) {
      problems.push({ field: name, reason: result.reason });
      continue;
    }
    values[name] = result.value;
    documents.push(...result.documents);
  }
  const customer = typeof values.Customer === 'string' ? values.Customer : null;
  const assets = customer === null ? undefined : context.customers.get(customer);
  if (customer !== null && !assets)
    problems.push({ field: 'Customer', reason: `unknown customer "${customer}"` });
  for (const [name, spec] of Object.entries(table.fields)) {
    const value = values[name];
    if (!('ref' in spec) || typeof value !== 'string' || !assets || customer === null) continue;
    if (spec.ref === 'asset' && !assets.has(value)) {
      problems.push({ field: name, reason: `"${value}" is not one of the assets of customer "${customer}"` });
    }
    if (spec.ref === 'item' && !context.items.has(itemKey(customer, value))) {
      problems.push({ field: name, reason: `no item "${value}" in items for customer "${customer}"` });
    }
  }
  if (problems.length === 0 && table.checkRow) problems.push(...table.checkRow(values));
  return problems.length > 0 ? { problems } : { values, documents };
}
