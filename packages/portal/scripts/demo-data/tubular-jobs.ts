import { addWorkingDays, weekdayOnOrBefore } from './calendar.js';
import type { CustomerProfile } from './customer-profiles.js';
import type { DemoItem } from './items.js';
import type { Random } from './random.js';
import { YARD_SITES } from './yard.js';

/** Where a job stands: an open workshop stage (the joints' location), or done. */
export type JobStage =
  | 'stock'
  | 'completed'
  | 'shipped'
  | 'Backlog'
  | 'Booked'
  | 'Inspection'
  | 'Req VTI'
  | 'Machining'
  | 'Hardbanding'
  | 'IPC'
  | 'On Hold';

/** An order priority as the dashboard shows it. */
export interface Priority {
  value: number;
  name: string;
  color: string;
}

/**
 * A batch of joints of one item that came back from one asset and went through one order line (or, for
 * `stock`, never did). Serials, order lines, received goods, deliveries and tallies are all derived from
 * jobs, which keeps them consistent with each other.
 */
export interface TubularJob {
  customerIndex: number;
  profile: CustomerProfile;
  item: DemoItem;
  asset: string;
  site: string;
  size: number;
  stage: JobStage;
  scope: 'Rig Return' | 'Inspection' | 'Machining';
  spec: string;
  stringNumber: string;
  po: string;
  ref: string;
  returnDay: number | null;
  inspectionDay: number | null;
  machiningDay: number | null;
  hardbandingDay: number | null;
  completedDay: number | null;
  shippedDay: number | null;
  /** The joints' inspection before this job (open jobs) or their stock inspection; null for new pipe. */
  earlierInspectionDay: number | null;
  priority: Priority | null;
  /** The first job of the same order when this job is a further line of it. */
  leader: TubularJob | null;
  /** An earlier completed order of the same joints, which gives the inspection history its comparison. */
  history: TubularJob | null;
  /** Marks the first completed job of a customer, whose first joints cover every reject location. */
  coversRejects: boolean;
  orderNo: string | null;
  receiveNo: string | null;
  dtNo: string | null;
  /** Joints that actually left on the delivery ticket, known once the serials are written. */
  shippedJoints: number;
}

const PRIORITIES: readonly (readonly [Priority, number])[] = [
  [{ value: 1, name: 'High', color: '#d32f2f' }, 2],
  [{ value: 2, name: 'Medium', color: '#f57c00' }, 3],
  [{ value: 3, name: 'Low', color: '#388e3c' }, 3],
];

const COVERAGE: readonly JobStage[] = [
  'completed',
  'Backlog',
  'Booked',
  'Inspection',
  'Req VTI',
  'Machining',
  'Hardbanding',
  'IPC',
  'On Hold',
  'shipped',
  'stock',
];

const STAGE_WEIGHTS: readonly (readonly [JobStage, number])[] = [
  ['completed', 50],
  ['shipped', 22],
  ['stock', 6],
  ['Backlog', 4],
  ['Booked', 3],
  ['Inspection', 3],
  ['Req VTI', 3],
  ['Machining', 2.5],
  ['Hardbanding', 2],
  ['IPC', 2],
  ['On Hold', 2.5],
];

const STATISTICS_EQUIPMENT = new Set(['Drill Pipe', 'Drill Collar', 'Heavy Weight', 'OCTG', 'Tubing']);

/**
 * Plans the jobs of one customer so that their sizes add up to exactly `serials` joints. The first jobs
 * walk through every stage, so even a small fleet shows every location.
 *
 * @example
 * const jobs = planTubularJobs(profile, 0, items, 3000, dayNumber('2026-11-20'), createRandom(7));
 * jobs.reduce((sum, job) => sum + job.size, 0); // 3000
 */
export function planTubularJobs(
  profile: CustomerProfile,
  customerIndex: number,
  items: readonly DemoItem[],
  serials: number,
  referenceDay: number,
  random: Random,
): TubularJob[] {
  const assets = [...profile.rigs, ...profile.fields];
  const itemWeights = items.map((item) => [item, itemWeight(item.row.Equipment)] as const);
  const jobs: TubularJob[] = [];
  let remaining = serials;
  let coveredRejects = false;
  while (remaining > 0) {
    const previous = jobs[jobs.length - 1];
    const size = Math.min(remaining, jobSize(random));
    remaining -= size;
    if (previous?.returnDay != null && previous.leader === null && random.chance(0.25)) {
      const item = random.weighted(itemWeights);
      if (item !== previous.item) {
        jobs.push(companionJob(previous, item, size, random));
        continue;
      }
    }
    const stage =
      jobs.length < COVERAGE.length ? (COVERAGE[jobs.length] as JobStage) : random.weighted(STAGE_WEIGHTS);
    const item = random.weighted(itemWeights);
    const job = newJob(profile, customerIndex, item, size, stage, assets, referenceDay, random);
    if (stage === 'completed' && !coveredRejects) {
      job.coversRejects = true;
      coveredRejects = true;
    }
    if (
      (stage === 'completed' || stage === 'shipped') &&
      STATISTICS_EQUIPMENT.has(item.row.Equipment) &&
      random.chance(0.3)
    ) {
      job.history = historyJob(job, random);
    }
    jobs.push(job);
  }
  return jobs;
}

function itemWeight(equipment: string): number {
  switch (equipment) {
    case 'Drill Pipe':
      return 5;
    case 'OCTG':
    case 'Tubing':
      return 2.5;
    case 'Heavy Weight':
    case 'Drill Collar':
      return 2;
    default:
      return 0.8;
  }
}

/** Order quantities spread around ten (log-normal, 1 to 60), as the lead-time rule's 10-joint cut needs. */
function jobSize(random: Random): number {
  const gaussian = Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());
  return Math.max(1, Math.min(60, Math.round(Math.exp(Math.log(10) + 0.7 * gaussian))));
}

function newJob(
  profile: CustomerProfile,
  customerIndex: number,
  item: DemoItem,
  size: number,
  stage: JobStage,
  assets: readonly string[],
  referenceDay: number,
  random: Random,
): TubularJob {
  const scope = random.weighted([
    ['Rig Return', 55],
    ['Inspection', 30],
    ['Machining', 15],
  ] as const);
  const defaultSite = profile.features.defaultSite ?? YARD_SITES[0];
  const job: TubularJob = {
    customerIndex,
    profile,
    item,
    asset: random.pick(assets),
    site: random.chance(0.6) ? defaultSite : random.pick(YARD_SITES),
    size,
    stage,
    scope,
    spec: inspectionSpec(scope, item, random),
    stringNumber: profile.features.stringNumberLabel
      ? `AN-${random.int(10000, 99999)}`
      : `${item.type.code}-S${random.int(1, 48)}`,
    po: `45${random.int(10_000_000, 99_999_999)}`,
    ref: random.chance(0.5)
      ? `WO-${random.int(2400, 2699)}-${random.int(10, 999)}`
      : `6507/7-A-${random.int(1, 40)}`,
    returnDay: null,
    inspectionDay: null,
    machiningDay: null,
    hardbandingDay: null,
    completedDay: null,
    shippedDay: null,
    earlierInspectionDay: null,
    priority: null,
    leader: null,
    history: null,
    coversRejects: false,
    orderNo: null,
    receiveNo: null,
    dtNo: null,
    shippedJoints: 0,
  };
  if (stage === 'stock') {
    job.earlierInspectionDay = random.chance(0.2)
      ? null
      : weekdayOnOrBefore(referenceDay - random.int(30, 900));
  } else if (stage === 'completed' || stage === 'shipped') {
    const completedAgo = random.weighted([
      [random.int(stage === 'shipped' ? 3 : 0, 17), 14],
      [random.int(18, 61), 20],
      [random.int(62, 760), 66],
    ] as const);
    scheduleCompletedJob(job, weekdayOnOrBefore(referenceDay - completedAgo), random);
    if (stage === 'shipped') {
      const completed = job.completedDay as number;
      job.shippedDay = completed + random.int(1, Math.max(1, Math.min(150, referenceDay - completed)));
    }
  } else {
    scheduleOpenJob(job, referenceDay, random);
  }
  return job;
}

function inspectionSpec(scope: TubularJob['scope'], item: DemoItem, random: Random): string {
  if (scope === 'Machining') return 'API Spec 7-2';
  if (item.type.isOCTG) return random.pick(['API RP 5A5', 'NS2', 'DS1_Cat5']);
  if (scope === 'Rig Return') {
    return random.weighted([
      ['NS2', 40],
      ['NS2_VTI', 25],
      ['DS1_Cat5', 20],
      ['DS1_Cat4', 15],
    ] as const);
  }
  return random.pick(['DS1_Cat4', 'DS1_Cat5', 'NS2']);
}

/** Working-day lead times: mostly 3 to 32 days, one in ten over the lead-time rule's 50-day cap. */
function scheduleCompletedJob(job: TubularJob, completedDay: number, random: Random): void {
  const lead = random.chance(0.1) ? random.int(51, 75) : random.int(3, 12) + random.int(0, 20);
  const returnDay = addWorkingDays(completedDay, -lead);
  const toInspection = Math.max(1, Math.round(lead * random.decimal(0.4, 0.75, 2)));
  const toMachining = Math.floor((lead - toInspection) * random.decimal(0.3, 0.7, 2));
  const toHardbanding = Math.floor((lead - toInspection - toMachining) / 2);
  job.returnDay = returnDay;
  job.inspectionDay = addWorkingDays(returnDay, toInspection);
  job.machiningDay = addWorkingDays(job.inspectionDay, toMachining);
  job.hardbandingDay = addWorkingDays(job.machiningDay, toHardbanding);
  job.completedDay = completedDay;
}

function scheduleOpenJob(job: TubularJob, referenceDay: number, random: Random): void {
  const daysOpen = random.int(1, job.stage === 'Backlog' || job.stage === 'On Hold' ? 80 : 40);
  const returnDay = weekdayOnOrBefore(referenceDay - daysOpen);
  const capped = (day: number) => Math.min(day, weekdayOnOrBefore(referenceDay));
  job.returnDay = returnDay;
  job.priority = random.chance(0.75) ? random.weighted(PRIORITIES) : null;
  job.earlierInspectionDay = random.chance(0.2) ? null : weekdayOnOrBefore(returnDay - random.int(150, 700));
  if (['Machining', 'Hardbanding', 'IPC', 'On Hold'].includes(job.stage)) {
    job.inspectionDay = capped(addWorkingDays(returnDay, random.int(1, 6)));
  }
  if (job.stage === 'Hardbanding')
    job.machiningDay = capped(addWorkingDays(job.inspectionDay as number, random.int(1, 4)));
}

function companionJob(leader: TubularJob, item: DemoItem, size: number, random: Random): TubularJob {
  return {
    ...leader,
    item,
    size,
    stringNumber: leader.profile.features.stringNumberLabel
      ? `AN-${random.int(10000, 99999)}`
      : `${item.type.code}-S${random.int(1, 48)}`,
    spec: inspectionSpec(leader.scope, item, random),
    leader,
    history: null,
    coversRejects: false,
  };
}

function historyJob(job: TubularJob, random: Random): TubularJob {
  const completedDay = weekdayOnOrBefore((job.returnDay as number) - random.int(90, 400));
  const history: TubularJob = {
    ...job,
    stage: 'completed',
    scope: 'Rig Return',
    spec: random.pick(['NS2', 'NS2_VTI', 'DS1_Cat5']),
    po: `45${random.int(10_000_000, 99_999_999)}`,
    shippedDay: null,
    priority: null,
    leader: null,
    history: null,
    coversRejects: false,
  };
  scheduleCompletedJob(history, completedDay, random);
  return history;
}
