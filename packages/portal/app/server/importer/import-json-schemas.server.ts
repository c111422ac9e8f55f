import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { FieldSpec } from '../db/contract-fields.server.js';
import { type ContractTable, type ContractTableName, contractTables } from '../db/contract-tables.server.js';
import { userRowSchema } from './check-user-row.server.js';

/** A JSON Schema document, as z.toJSONSchema gives it. */
export type JsonSchemaDocument = Record<string, unknown>;

// Empty strings count as absent on import (checkField), so an optional field may be one.
const blank = z.literal('');
const anyText = z.union([z.string(), z.number()]);
const requiredText = z.union([z.string().min(1), z.number()]);
const wholeNumber = z.union([z.int().min(0), z.string().regex(/^\d+$/)]);
const measure = z.union([z.number().min(0), z.string().regex(/^\d+(\.\d+)?$/)]);

function valueSchema(spec: FieldSpec): z.ZodType {
  switch (spec.kind) {
    case 'text':
      return spec.required ? requiredText : anyText;
    case 'date':
      return z.iso.date();
    case 'count':
      return wholeNumber;
    case 'measure':
      return measure;
    case 'bool':
      return z.boolean();
    case 'enum':
      return z.enum(spec.values as [string, ...string[]]);
    case 'pattern':
      return z.string().regex(spec.pattern);
    case 'document':
      return z.string().min(1);
    case 'json':
      return spec.schema;
  }
}

/**
 * One row of a contract file as a zod schema, built from the same field specs the importer checks with:
 * required fields present and not empty, optional ones also null or `""`, and no other field (the importer
 * would ignore it: mostly a misspelt or renamed one).
 *
 * @example
 * contractRowSchema(contractTables.serials).safeParse({ Customer: 'A', Serial_Number: '1' }).success; // false
 */
export function contractRowSchema(table: ContractTable): z.ZodType {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, spec] of Object.entries(table.fields)) {
    const value = valueSchema(spec);
    shape[name] = spec.required ? value : z.union([value, blank, z.null()]).optional();
  }
  return z.strictObject(shape);
}

/** certificates.json: one object of certificate name to a document path (null skips it). */
const providerCertificatesSchema = z.record(z.string(), z.string().min(1).nullable());

/** Every file of a data set that has a schema, by entity (the file name without extension). */
export const IMPORT_SCHEMA_ENTITIES: readonly string[] = [
  ...(Object.keys(contractTables) as ContractTableName[]).flatMap((name) =>
    name === 'customers' ? [name, 'users'] : [name],
  ),
  'certificates',
];

function fileSchema(entity: string): z.ZodType | null {
  if (entity === 'certificates') return providerCertificatesSchema;
  if (entity === 'users') return z.array(userRowSchema.strict());
  const table = (contractTables as Record<string, ContractTable>)[entity];
  return table ? z.array(contractRowSchema(table)) : null;
}

/**
 * The JSON Schema (2020-12) of one data-set file, generated from the importer's zod schemas: an array of
 * rows for `<entity>.json` (an NDJSON line is one of its `items`), one object for certificates.json. Null
 * for a name that is no entity. Dates carry `format: "date"` and a pattern of real calendar days, so
 * `2024-13-45` fails here as it fails the import; references (customer, item, asset, document) are left to
 * the import's check.
 *
 * @example
 * importJsonSchema('serials')?.items; // { type: 'object', properties: { Customer: …, Serial_Number: … }, … }
 */
export function importJsonSchema(entity: string): JsonSchemaDocument | null {
  const schema = fileSchema(entity);
  if (!schema) return null;
  const generated = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input' }) as JsonSchemaDocument;
  const file = entity === 'certificates' ? 'certificates.json' : `${entity}.json or ${entity}.ndjson`;
  return {
    $schema: generated.$schema,
    title: `${entity}.json`,
    description: `A file of the data contract (docs/data-contract.md): ${file}.`,
    ...generated,
  };
}

/**
 * Writes every data-set schema into a folder as `<entity>.json`, the same documents the portal serves at
 * /api/import/schemas/: the build puts them in build/import-schemas/, so the deploy folder carries them.
 * Answers the files written.
 *
 * @example
 * await writeImportSchemas('build/import-schemas'); // ['customers.json', 'users.json', …]
 */
export async function writeImportSchemas(folder: string): Promise<string[]> {
  await mkdir(folder, { recursive: true });
  const files: string[] = [];
  for (const entity of IMPORT_SCHEMA_ENTITIES) {
    const file = `${entity}.json`;
    await writeFile(join(folder, file), `${JSON.stringify(importJsonSchema(entity), null, 2)}\n`);
    files.push(file);
  }
  return files;
}
