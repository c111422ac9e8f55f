// Benchmark (`tsx bench/documents.ts`, not part of npm test): times a 1,000-line delivery-ticket PDF and
// a 10,000-row .xlsx export from an SQLite database, rows gathered through the scoped services and the
// output streamed to a byte counter (nothing kept). Writes wall time, size, pages and peak RSS, with the
// machine's load, to docs/benchmarks/portal-documents.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { markdownTable, startBenchmark, writeBenchmarkReport } from '../../../scripts/benchmark-report.js';
import { readJointClassSettings } from '../app/server/config/joint-class-settings.server.js';
import { openDatabase } from '../app/server/db/database.server.js';
import { migrateToLatest } from '../app/server/db/migrations/migrate.server.js';
import { deliveryTicketDocument } from '../app/server/documents/content/document-delivery-ticket.server.js';
import { serialsAtLocationDocument } from '../app/server/documents/content/document-serial-exports.server.js';
import { documentContext } from '../app/server/documents/render/document-context.server.js';
import { renderDeliveryTicketPdf } from '../app/server/documents/render/pdf/delivery-ticket-pdf.server.js';
import { renderSerialsExcel } from '../app/server/documents/render/xlsx/excel-exports.server.js';
import { createScopedDb } from '../app/server/scoping/scoped-db.server.js';

const LINES = Number(process.env.BENCH_DT_LINES ?? 1_000);
const ROWS = Number(process.env.BENCH_XLSX_ROWS ?? 10_000);
const RUNS = 3;
const CUSTOMER = 'Bench Drilling';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function byteCounter() {
  const sink = { bytes: 0, pages: 0 };
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      sink.bytes += chunk.length;
      sink.pages += chunk.toString('latin1').split('/Type /Page\n').length - 1;
      done();
    },
  });
  return { sink, stream };
}

async function main() {
  const run = startBenchmark();
  const dir = mkdtempSync(join(tmpdir(), 'rigready-bench-docs-'));
  const handle = openDatabase({ kind: 'sqlite', path: join(dir, 'bench.sqlite') });
  try {
    await migrateToLatest(handle.db);
    const db = handle.db;
    await db
      .insertInto('customers')
      .values({
        customer_id: 'B1',
        customer: CUSTOMER,
        org_no: '1',
        rig: null,
        assets: '["Rig A"]',
        features: null,
      })
      .execute();
    await db
      .insertInto('items')
      .values({
        Customer: CUSTOMER,
        Item_No: '550DP.12',
        Equipment: 'Drill Pipe',
        certificates: null,
      } as never)
      .execute();
    for (let start = 0; start < LINES; start += 200) {
      await db
        .insertInto('deliveries')
        .values(
          Array.from({ length: Math.min(200, LINES - start) }, (_, offset) => ({
            Customer: CUSTOMER,
            DT_No: 'BENCH-1',
            Date: '2025-07-07',
            Sent_To: 'Rig A',
            Item_No: `${start + offset}DP.1`,
            Quantity: 12,
            Rig: 'Rig A',
            Equipment: 'Drill Pipe',
            Weight: '21.9',
            Grade: 'S-135',
            DT_Connection: 'VX54',
            Ref: `REF-${start + offset}`,
            Asset: 'Rig A',
            Returned: 0,
            Offshore: 1,
            documents: null,
          })) as never,
        )
        .execute();
    }
    for (let start = 0; start < ROWS; start += 500) {
      await db
        .insertInto('serials')
        .values(
          Array.from({ length: Math.min(500, ROWS - start) }, (_, offset) => ({
            Customer: CUSTOMER,
            Serial_Number: `B-${String(start + offset).padStart(6, '0')}`,
            Item_No: '550DP.12',
            Asset: 'Rig A',
            Site: 'Tananger',
            Current_Location: 'Rig Ready',
            KWP_Length: 9.4 + (offset % 10) / 100,
            Date_Inspected: '2025-06-01',
            Rack_Position: 'R1',
            Position: (start + offset) % 400,
          })) as never,
        )
        .execute();
    }
    const scoped = createScopedDb(handle, {
      userId: 'bench',
      email: 'bench@example.test',
      customer: CUSTOMER,
      isAdmin: false,
      actingCustomer: null,
      allowedAssets: [],
      excludedAssets: [],
      selection: { kind: 'fleet' },
      routesList: [],
    });
    const context = documentContext(undefined, new Date('2025-07-08T00:00:00Z'), 'Europe/Oslo');

    const pdfTimes: number[] = [];
    let pdf = { bytes: 0, pages: 0 };
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const ticket = await deliveryTicketDocument(scoped, 'BENCH-1', readJointClassSettings(process.env));
      if (!ticket) throw new Error('the bench delivery ticket is missing');
      const { sink, stream } = byteCounter();
      await pipeline(renderDeliveryTicketPdf(ticket, context), stream);
      pdfTimes.push(performance.now() - started);
      pdf = sink;
    }

    const xlsxTimes: number[] = [];
    let xlsxBytes = 0;
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const exported = await serialsAtLocationDocument(
        scoped,
        '550DP.12',
        'Rig_Ready',
        readJointClassSettings(process.env),
      );
      if (!exported) throw new Error('the bench item is missing');
      const { sink, stream } = byteCounter();
      await pipeline(renderSerialsExcel(exported, context), stream);
      xlsxTimes.push(performance.now() - started);
      xlsxBytes = sink.bytes;
    }

    const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
    const runs = (times: number[]) => times.map((ms) => ms.toFixed(0)).join(', ');
    const table = {
      header: ['document', 'median ms', `each of ${RUNS} runs (ms)`, 'size', 'pages'],
      rows: [
        [
          `delivery-ticket PDF, ${LINES.toLocaleString('en')} lines`,
          median(pdfTimes).toFixed(0),
          runs(pdfTimes),
          kib(pdf.bytes),
          pdf.pages,
        ],
        [
          `serials .xlsx, ${ROWS.toLocaleString('en')} rows`,
          median(xlsxTimes).toFixed(0),
          runs(xlsxTimes),
          kib(xlsxBytes),
          '',
        ],
      ],
    };
    console.log(markdownTable(table));
    writeBenchmarkReport(
      {
        name: 'portal-documents',
        title: 'Portal: generated PDF and Excel documents',
        command: 'pnpm --filter @rigready/portal exec tsx bench/documents.ts',
        method: [
          `Fills an SQLite database with one customer's delivery ticket of ${LINES.toLocaleString('en')} lines and ${ROWS.toLocaleString('en')} serials at one location, then renders the delivery-ticket PDF and the serials .xlsx export ${RUNS} times each. Each run gathers its rows through the scoped services, as a download does, and streams the document to a byte counter (nothing is kept), so the time covers the query, the rendering and the streaming.`,
          'Peak RSS is of the whole process, database included. `BENCH_DT_LINES` and `BENCH_XLSX_ROWS` change the sizes.',
        ],
        settings: {
          'delivery-ticket lines': LINES,
          '.xlsx rows': ROWS,
          runs: RUNS,
          'peak RSS': `${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`,
        },
        sections: [{ heading: 'Figures', table }],
      },
      run,
    );
  } finally {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
