// The data-set schemas an exporter checks its files against: served without sign-in, listed in the
// OpenAPI description, and checked here with an independent validator (Ajv) against every valid data set
// the project has, and against copies with one field renamed or a date that is no date.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as apiCall from '../../app/routes/api/call.js';
import * as schemas from '../../app/routes/api/import-schemas.js';
import { writeImportSchemas } from '../../app/server/importer/import-json-schemas.server.js';
import { writeDemoDataSet } from '../../scripts/demo-data/index.js';
import { runRoute, testRequest, useTestPortal } from '../helpers/portal-harness.js';
import { FIXTURES } from '../helpers/test-database.js';

const FIXTURE_ROOT = join(FIXTURES.twoCustomers, '..');
const EXAMPLE = join(import.meta.dirname, '..', '..', '..', '..', 'docs', 'data-contract-example');
// Every file of the data contract (docs/data-contract.md), by entity.
const ENTITIES = [
  'customers',
  'users',
  'items',
  'racks',
  'serials',
  'bha_items',
  'orders',
  'bha_orders',
  'deliveries',
  'bha_deliveries',
  'received',
  'preinvoices',
  'bha_preinvoices',
  'bha_reports',
  'ncr',
  'chiksan',
  'tcp',
  'tallies',
  'class_limits',
  'certificates',
];

/** The valid data sets: every fixture folder that holds data files (the invalid one is checked apart). */
function validDataSets(): string[] {
  const folders: string[] = [];
  const walk = (folder: string) => {
    const entries = readdirSync(folder, { withFileTypes: true });
    if (entries.some((entry) => /\.(nd)?json$/.test(entry.name))) folders.push(folder);
    for (const entry of entries)
      if (entry.isDirectory() && entry.name !== 'documents') walk(join(folder, entry.name));
  };
  walk(FIXTURE_ROOT);
  return folders.filter((folder) => folder !== FIXTURES.invalid);
}

/** A data file's content as the schema sees it: the array of a .json file, or the lines of an .ndjson. */
function fileValue(path: string): unknown {
  const text = readFileSync(path, 'utf8');
  try {
    if (!path.endsWith('.ndjson')) return JSON.parse(text);
    return text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line));
  } catch {
    // Not JSON at all: no schema can hold it, and the import refuses it too.
    return Symbol('not JSON');
  }
}

// Validating the demo set (15,000 joints) takes seconds on a loaded machine.
describe('given the JSON Schemas of the data-set files', { timeout: 60_000 }, () => {
  useTestPortal('sqlite');
  const served = new Map<string, object>();
  const scratch: string[] = [];
  let demo = '';

  async function fetchSchema(file: string) {
    const loader = schemas.loader as unknown as Parameters<typeof runRoute>[0];
    return runRoute(loader, testRequest(`/api/import/schemas/${file}`), undefined, { file });
  }

  beforeAll(async () => {
    demo = mkdtempSync(join(tmpdir(), 'rigready-schema-demo-'));
    scratch.push(demo);
    await writeDemoDataSet(demo);
  }, 120_000);

  afterAll(() => {
    for (const folder of scratch) rmSync(folder, { recursive: true, force: true });
  });

  /** Ajv with every served schema, fetched without a sign-in (as an exporter would). */
  async function validator() {
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats.default(ajv);
    for (const entity of ENTITIES) {
      if (!served.has(entity)) {
        const response = await fetchSchema(`${entity}.json`);
        expect(response.status, entity).toBe(200);
        expect(response.headers.get('Content-Type')).toContain('application/schema+json');
        served.set(entity, JSON.parse(await response.text()));
      }
      ajv.addSchema(served.get(entity) as object, entity);
    }
    return (folder: string) => {
      const errors: string[] = [];
      for (const name of readdirSync(folder)) {
        const entity = name.replace(/\.(nd)?json$/, '');
        if (entity === name || entity === 'manifest') continue;
        const validate = ajv.getSchema(entity);
        if (!validate) {
          errors.push(`${name}: no schema`);
          continue;
        }
        if (!validate(fileValue(join(folder, name))))
          errors.push(...(validate.errors ?? []).map((error) => `${name}${describeError(error)}`));
      }
      return errors;
    };
  }

  function describeError(error: ErrorObject): string {
    const named = error.params.missingProperty ?? error.params.additionalProperty;
    const missing = named === undefined ? '' : ` ${String(named)}`;
    return ` ${error.instancePath}${missing}: ${error.schemaPath} ${error.message}`;
  }

  it('should serve one schema per file of the data contract, 2020-12, and refuse other names', async () => {
    await validator();
    for (const entity of ENTITIES)
      expect(served.get(entity), entity).toMatchObject({
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        title: `${entity}.json`,
      });
    const unknown = await fetchSchema('inventory.json');
    expect(unknown.status).toBe(404);
    expect(JSON.parse(await unknown.text()).message).toContain('serials.json');
  });

  it('should list the schemas in /api/openapi.json, public', async () => {
    const response = await runRoute(apiCall.loader, testRequest('/api/openapi.json'));
    const { paths } = JSON.parse(await response.text());
    const operation = paths['/api/import/schemas/{entity}.json'].get;
    expect(operation.security).toEqual([]);
    expect(operation.parameters[0].schema.enum).toEqual(ENTITIES);
  });

  it('should let every valid data set through: the demo set, the fixtures and the worked example', async () => {
    const validate = await validator();
    const folders = [demo, EXAMPLE, ...validDataSets()];
    // two-customers, home, dates, field, joint-class, joint-class-shipped, statistics, joint-life/first and
    // joint-life/second.
    expect(folders).toHaveLength(11);
    for (const folder of folders) expect(validate(folder), folder).toEqual([]);
  });

  it('should fail the demo set with one field renamed, with the row and the schema path naming it', async () => {
    const validate = await validator();
    const copy = mkdtempSync(join(tmpdir(), 'rigready-schema-renamed-'));
    scratch.push(copy);
    cpSync(demo, copy, { recursive: true });
    const lines = readFileSync(join(copy, 'serials.ndjson'), 'utf8').split('\n');
    const second = JSON.parse(lines[1] ?? '');
    second.Serial_No = second.Serial_Number;
    delete second.Serial_Number;
    lines[1] = JSON.stringify(second);
    writeFileSync(join(copy, 'serials.ndjson'), lines.join('\n'));
    expect(validate(copy)).toEqual([
      "serials.ndjson /1 Serial_Number: #/items/required must have required property 'Serial_Number'",
      'serials.ndjson /1 Serial_No: #/items/additionalProperties must NOT have additional properties',
    ]);
    // An optional field renamed: the import would ignore the new name and store no value; the schema says so.
    lines[2] = (lines[2] ?? '').replace('"Date_Inspected":', '"Date_Inspect":');
    lines[1] = JSON.stringify({ ...second, Serial_Number: second.Serial_No, Serial_No: undefined });
    writeFileSync(join(copy, 'serials.ndjson'), lines.join('\n'));
    expect(validate(copy)).toEqual([
      'serials.ndjson /2 Date_Inspect: #/items/additionalProperties must NOT have additional properties',
    ]);
  });

  it('should fail a date that is no date, with its format', async () => {
    const validate = await validator();
    const copy = mkdtempSync(join(tmpdir(), 'rigready-schema-date-'));
    scratch.push(copy);
    cpSync(EXAMPLE, copy, { recursive: true });
    rmSync(join(copy, 'manifest.json'));
    const serials = JSON.parse(readFileSync(join(copy, 'serials.json'), 'utf8'));
    serials[2].Date_Inspected = '2024-13-45';
    writeFileSync(join(copy, 'serials.json'), JSON.stringify(serials));
    const errors = validate(copy);
    expect(errors).toContain(
      'serials.json /2/Date_Inspected: #/items/properties/Date_Inspected/anyOf/0/format must match format "date"',
    );
    expect(errors.every((error) => error.startsWith('serials.json /2/Date_Inspected: '))).toBe(true);
  });

  it('should write the schemas it serves into the folder the build copies into the deploy folder', async () => {
    await validator();
    const folder = mkdtempSync(join(tmpdir(), 'rigready-schema-files-'));
    scratch.push(folder);
    const files = await writeImportSchemas(folder);
    expect(files).toEqual(ENTITIES.map((entity) => `${entity}.json`));
    for (const entity of ENTITIES)
      expect(JSON.parse(readFileSync(join(folder, `${entity}.json`), 'utf8'))).toEqual(served.get(entity));
  });

  it('should fail the invalid fixture', async () => {
    const validate = await validator();
    expect(validate(FIXTURES.invalid)).not.toEqual([]);
  });
});
