import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BhaSlotAllocator, numberBha, planBha, writeBhaRows } from './bha.js';
import { dayNumber } from './calendar.js';
import { DEMO_CLASS_LIMITS } from './class-limits.js';
import { fleetProfiles } from './customer-profiles.js';
import { type DemoDataOptions, resolveDemoOptions } from './demo-options.js';
import { DocumentLibrary } from './document-library.js';
import { buildItems } from './items.js';
import { numberJobs, ordersOf } from './job-numbers.js';
import { writeJobJoints } from './joints.js';
import { writeOrderRows } from './order-rows.js';
import { buildChiksan, buildNcrs, buildProviderCertificates, buildTcpGuns } from './qhse.js';
import { RackAllocator } from './rack-allocator.js';
import { createRandom, type Random } from './random.js';
import { createJsonArrayWriter, createNdjsonWriter, type RowWriter, writeJsonRows } from './row-writer.js';
import { planTubularJobs } from './tubular-jobs.js';
import { buildUsers } from './users.js';
import { YARD_RACKS } from './yard.js';

export type { DemoDataOptions } from './demo-options.js';

/** What {@link writeDemoDataSet} wrote. */
export interface DemoDataSummary {
  seed: number;
  referenceDate: string;
  customers: string[];
  /** Tubular joints of each customer, in the order of `customers`. */
  fleet: number[];
  /** Rows per file name, e.g. `{ 'serials.ndjson': 15000, ... }`. */
  files: Record<string, number>;
  /** PDF files written under documents/. */
  documents: number;
}

const FIRST_SERIAL_NUMBER = 100001;

/**
 * Writes a deterministic, internally consistent demo data set in the data-format contract to `targetDir`
 * (created if absent; it must be empty): one file per entity, serials and tallies as streamed NDJSON, and
 * the PDFs the rows point to under documents/.
 *
 * @example
 * const summary = await writeDemoDataSet('/tmp/demo', { seed: 1, serialsPerCustomer: 3000 });
 * summary.files['serials.ndjson']; // 15000
 */
export async function writeDemoDataSet(
  targetDir: string,
  options?: DemoDataOptions,
): Promise<DemoDataSummary> {
  const settings = resolveDemoOptions(options);
  await prepareEmptyFolder(targetDir);
  const root = createRandom(settings.seed);
  const referenceDay = dayNumber(settings.referenceDate);
  const library = new DocumentLibrary(settings.referenceDate);
  const profiles = fleetProfiles(settings.fleet.length);
  const files: Record<string, number> = {};
  const path = (file: string) => join(targetDir, file);
  const json = async (file: string, rows: readonly object[]) => {
    files[file] = await writeJsonRows(path(file), rows);
  };
  const open = (file: string): [string, RowWriter] => [
    file,
    file.endsWith('.ndjson') ? createNdjsonWriter(path(file)) : createJsonArrayWriter(path(file)),
  ];
  const close = async (writers: readonly [string, RowWriter][]) => {
    for (const [file, writer] of writers) files[file] = await writer.close();
  };

  await json(
    'customers.json',
    profiles.map((profile) => ({
      customer: profile.customer,
      customer_id: profile.customerId,
      org_no: profile.orgNo,
      rig: profile.rigs[0] ?? null,
      assets: [...profile.rigs, ...profile.fields],
      features: profile.features,
    })),
  );
  await json('users.json', buildUsers(profiles));

  const items = profiles.map((profile) =>
    buildItems(profile, root.fork(`items:${profile.slug}`), library, referenceDay),
  );
  await json(
    'items.json',
    items.flatMap((list) => list.map((item) => item.row)),
  );
  await json('class_limits.json', DEMO_CLASS_LIMITS);

  const jobs = profiles.map((profile, index) =>
    planTubularJobs(
      profile,
      index,
      items[index] ?? [],
      settings.fleet[index] as number,
      referenceDay,
      root.fork(`jobs:${profile.slug}`),
    ),
  );
  numberJobs(jobs.flat());
  const racks = new RackAllocator(YARD_RACKS, root.fork('racks'));
  const joints = [open('serials.ndjson'), open('tallies.ndjson')] as const;
  const randoms = profiles.map((profile) => root.fork(`joints:${profile.slug}`));
  const nextSerial = profiles.map(() => FIRST_SERIAL_NUMBER);
  // Customers take turns job by job, so the shared racks hold joints of every customer.
  const rounds = Math.max(...jobs.map((list) => list.length));
  for (let round = 0; round < rounds; round++) {
    for (const [index, list] of jobs.entries()) {
      const job = list[round];
      if (!job) continue;
      const sinks = { serials: joints[0][1], tallies: joints[1][1], racks, random: randoms[index] as Random };
      await writeJobJoints(job, nextSerial[index] as number, sinks);
      nextSerial[index] = (nextSerial[index] as number) + job.size;
    }
  }
  await close(joints);
  await json('racks.json', racks.racks());

  const orderFiles = [
    open('orders.json'),
    open('received.json'),
    open('deliveries.json'),
    open('preinvoices.json'),
  ] as const;
  for (const [index, profile] of profiles.entries()) {
    await writeOrderRows(
      ordersOf(jobs[index] ?? []),
      referenceDay,
      library,
      root.fork(`orders:${profile.slug}`),
      {
        orders: orderFiles[0][1],
        received: orderFiles[1][1],
        deliveries: orderFiles[2][1],
        preinvoices: orderFiles[3][1],
      },
    );
  }
  await close(orderFiles);

  const toolCount = (serials: number) => Math.max(12, Math.min(80, Math.round(serials / 100)));
  const bhaPlans = profiles.map((profile, index) =>
    planBha(
      profile,
      index,
      toolCount(settings.fleet[index] as number),
      referenceDay,
      root.fork(`bha:${profile.slug}`),
    ),
  );
  numberBha(bhaPlans);
  const bhaFiles = [
    open('bha_items.json'),
    open('bha_orders.json'),
    open('bha_deliveries.json'),
    open('bha_preinvoices.json'),
    open('bha_reports.json'),
  ] as const;
  const slots = new BhaSlotAllocator();
  for (const plan of bhaPlans) {
    await writeBhaRows(plan, referenceDay, library, slots, root.fork(`bha-rows:${plan.profile.slug}`), {
      items: bhaFiles[0][1],
      orders: bhaFiles[1][1],
      deliveries: bhaFiles[2][1],
      preinvoices: bhaFiles[3][1],
      reports: bhaFiles[4][1],
    });
  }
  await close(bhaFiles);

  await json('ncr.json', buildNcrs(profiles, referenceDay, root.fork('ncr'), library));
  await json('chiksan.json', buildChiksan(profiles, referenceDay, root.fork('chiksan'), library));
  await json('tcp.json', buildTcpGuns(profiles, root.fork('tcp')));
  const certificates = buildProviderCertificates(library);
  await writeFile(path('certificates.json'), `${JSON.stringify(certificates, null, 2)}\n`);
  files['certificates.json'] = 1;

  const documents = await library.writeAll(targetDir);
  return {
    seed: settings.seed,
    referenceDate: settings.referenceDate,
    customers: profiles.map((profile) => profile.customer),
    fleet: settings.fleet,
    files,
    documents,
  };
}

async function prepareEmptyFolder(targetDir: string): Promise<void> {
  await mkdir(targetDir, { recursive: true });
  const entries = await readdir(targetDir);
  if (entries.length > 0) {
    throw new Error(
      `demo data target '${targetDir}' must be empty or absent; it holds ${entries.length} entries`,
    );
  }
}
