import { IN_SERVICE_LOCATIONS } from '@rigready/core';
import { isoDate } from './calendar.js';
import type { RackAllocator } from './rack-allocator.js';
import type { Random } from './random.js';
import type { RowWriter } from './row-writer.js';
import type { TubularJob } from './tubular-jobs.js';

/** A serials.ndjson row: one tubular joint. */
export interface SerialRow {
  Customer: string;
  Serial_Number: string;
  Item_No: string;
  Asset: string;
  Site: string;
  String_Number: string;
  Current_Location: string;
  Rack_Position: string | null;
  Position: number | null;
  KWP_Length: number;
  TC_TBA: string;
  Date_Inspected: string | null;
  Completion_Date: string | null;
  Description: string;
  Order_No: string | null;
  DT_No: string | null;
  Shipped_Date: string | null;
}

/** A tallies.ndjson row: one joint's results in one inspection order. */
export interface TallyRow {
  Customer: string;
  Order_No: string;
  Item_No: string;
  Serial_Number: string;
  Inspection_Date: string;
  IPC: string;
  Wall: number;
  TS_Pin: number | null;
  TS_Box: number | null;
  OD_Box: number;
  TU_Tube: string;
  TJ_Tooljoint: string;
  Machining_Pin: string;
  Machining_Box: string;
  Hardbanding_Box: string | null;
  Pipe_Status: string;
}

const RACKED_LOCATIONS = new Set([
  'Rig Ready',
  'Req VTI',
  'Booked',
  'Backlog',
  'Limited Service',
  'IPC',
  'On Hold',
  'Scrap',
]);
const IN_SERVICE = new Set<string>(IN_SERVICE_LOCATIONS);
/** The share of joints in service whose wall has worn into Class 2: still run, on less demanding wells. */
const CLASS_2_IN_SERVICE = 0.05;
const INSPECTED_STAGES = new Set(['completed', 'shipped', 'Machining', 'Hardbanding', 'IPC', 'On Hold']);
const REJECT_COVERAGE = ['Scrap', 'Limited Service', 'Shipped Scrap'] as const;
const MACHINING = [
  ['OK', 70],
  ['SUM', 15],
  ['SRF', 7],
  ['FR', 4],
  ['RF', 4],
] as const;
const LENGTH_BY_RANGE: Record<number, readonly [number, number]> = {
  1: [5.5, 7.3],
  2: [8.6, 9.7],
  3: [11.6, 13.7],
};

/** Where the joints of a job go, and the numbers they are stamped with. */
export interface JointSinks {
  serials: RowWriter;
  tallies: RowWriter;
  racks: RackAllocator;
  random: Random;
}

/**
 * Writes the joints of one job: their serial rows (with a rack slot when they lie in a rack) and, when the
 * job's inspection is done, a tally per joint, plus the earlier order's tally for joints with a history.
 * Counts the joints that left on the job's delivery ticket into `job.shippedJoints`.
 *
 * @example
 * await writeJobJoints(job, 100001, sinks); // writes job.size serials numbered SKV100001...
 */
export async function writeJobJoints(job: TubularJob, firstNumber: number, sinks: JointSinks): Promise<void> {
  const { random } = sinks;
  const item = job.item;
  const [shortest, longest] = LENGTH_BY_RANGE[item.variant.range] ?? [8.6, 9.7];
  for (let index = 0; index < job.size; index++) {
    const serialNumber = `${job.profile.serialPrefix}${firstNumber + index}`;
    const location = jointLocation(job, index, random);
    if (location === 'Shipped') job.shippedJoints++;
    const slot = RACKED_LOCATIONS.has(location)
      ? sinks.racks.place({
          site: job.site,
          itemNo: item.row.Item_No,
          isOCTG: item.type.isOCTG,
          scrap: location === 'Scrap',
          customerIndex: job.customerIndex,
        })
      : null;
    const inspected = INSPECTED_STAGES.has(job.stage);
    const tally = inspected && job.orderNo ? tallyFor(job, serialNumber, location, random) : null;
    const inspectionDay = inspected ? job.inspectionDay : job.earlierInspectionDay;
    const row: SerialRow = {
      Customer: job.profile.customer,
      Serial_Number: serialNumber,
      Item_No: item.row.Item_No,
      Asset: job.asset,
      Site: job.site,
      String_Number: job.stringNumber,
      Current_Location: location,
      Rack_Position: slot?.rackId ?? null,
      Position: slot?.position ?? null,
      KWP_Length: random.decimal(shortest, longest, 2),
      TC_TBA: inspected || job.stage === 'stock' ? 'TC' : 'TBA',
      Date_Inspected: inspectionDay === null ? null : isoDate(inspectionDay),
      Completion_Date:
        job.completedDay !== null
          ? isoDate(job.completedDay)
          : job.stage === 'stock' && job.earlierInspectionDay !== null
            ? isoDate(job.earlierInspectionDay)
            : null,
      Description: jointDescription(item.row.Description, tally),
      Order_No: job.orderNo,
      DT_No: location === 'Shipped' ? job.dtNo : null,
      Shipped_Date: location === 'Shipped' && job.shippedDay !== null ? isoDate(job.shippedDay) : null,
    };
    await sinks.serials.write(row);
    if (tally) {
      if (job.history?.orderNo) await sinks.tallies.write(earlierTally(job.history, tally, random));
      await sinks.tallies.write(tally);
    }
  }
}

function jointLocation(job: TubularJob, index: number, random: Random): string {
  switch (job.stage) {
    case 'stock':
      return 'Rig Ready';
    case 'completed':
      if (job.coversRejects && index < REJECT_COVERAGE.length) return REJECT_COVERAGE[index] as string;
      return random.weighted([
        ['Rig Ready', 86],
        ['Scrap', 4],
        ['Limited Service', 4],
        ['Req VTI', 3],
        ['Shipped Scrap', 3],
      ] as const);
    case 'shipped':
      if (index === 0) return 'Shipped';
      return random.weighted([
        ['Shipped', 92],
        ['Scrap', 3],
        ['Limited Service', 3],
        ['Shipped Scrap', 2],
      ] as const);
    default:
      return job.stage;
  }
}

function tallyFor(job: TubularJob, serialNumber: string, location: string, random: Random): TallyRow {
  const item = job.item;
  const letters = item.type.isOCTG;
  const grade = (number: number) => (letters ? 'ABCDE'.charAt(number - 1) : String(number));
  const scrap = location === 'Scrap' || location === 'Shipped Scrap';
  const limited = location === 'Limited Service';
  const toolJointReject = scrap && random.chance(0.4);
  const ipc = scrap
    ? 5
    : limited
      ? 4
      : random.weighted([
          [1, 55],
          [2, 30],
          [3, 15],
        ] as const);
  const drawnWall =
    scrap && !toolJointReject
      ? random.decimal(55, 69.9, 1)
      : limited
        ? random.decimal(70, 79.9, 1)
        : random.decimal(80, 100, 1);
  // A stream of the joint's own, so that the worn joints in service leave every other figure as it was.
  const wear = random.fork(`class 2 in service ${serialNumber}`);
  const class2 = IN_SERVICE.has(location) && wear.chance(CLASS_2_IN_SERVICE);
  const wall = class2 ? wear.decimal(70, 79.9, 1) : drawnWall;
  const machiningPin = random.weighted(MACHINING);
  const machiningBox = random.weighted(MACHINING);
  const toolJoints = item.type.toolJoints;
  return {
    Customer: job.profile.customer,
    Order_No: job.orderNo as string,
    Item_No: item.row.Item_No,
    Serial_Number: serialNumber,
    Inspection_Date: isoDate(job.inspectionDay as number),
    IPC: grade(ipc),
    Wall: wall,
    TS_Pin: toolJoints ? random.decimal(toolJointReject ? 5.5 : 7, 12, 2) : null,
    TS_Box: toolJoints ? random.decimal(toolJointReject ? 7 : 9, 15, 2) : null,
    OD_Box: Math.round((item.variant.tjOd - random.decimal(0, toolJointReject ? 0.6 : 0.3, 3)) * 1000) / 1000,
    TU_Tube: scrap && !toolJointReject ? 'Reject' : 'OK',
    TJ_Tooljoint: toolJointReject ? 'Reject' : 'OK',
    Machining_Pin: machiningPin,
    Machining_Box: machiningBox,
    Hardbanding_Box: toolJoints
      ? random.weighted([
          ['OK', 70],
          ['SUM_HB', 22],
          ['REJ', 8],
        ] as const)
      : null,
    Pipe_Status: scrap
      ? 'Scrap'
      : limited
        ? 'Limited Service'
        : class2
          ? 'Class 2'
          : machiningPin === 'SUM' || machiningBox === 'SUM'
            ? 'Recut'
            : 'Premium',
  };
}

/** The same joint one order earlier: a little more wall and tong space, one class better at most. */
function earlierTally(history: TubularJob, later: TallyRow, random: Random): TallyRow {
  const better = (value: number | null, most: number, cap: number) =>
    value === null ? null : Math.min(cap, Math.round((value + random.decimal(0, most, 2)) * 100) / 100);
  const number = 'ABCDE'.indexOf(later.IPC);
  const ipc =
    number >= 0 ? 'ABCDE'.charAt(Math.max(0, number - 1)) : String(Math.max(1, Number(later.IPC) - 1));
  return {
    ...later,
    Order_No: history.orderNo as string,
    Inspection_Date: isoDate(history.inspectionDay as number),
    IPC: ipc,
    Wall: better(later.Wall, 4, 100) as number,
    TS_Pin: better(later.TS_Pin, 0.8, 12.5),
    TS_Box: better(later.TS_Box, 0.8, 15.5),
    OD_Box: Math.min(
      history.item.variant.tjOd,
      Math.round((later.OD_Box + random.decimal(0, 0.05, 3)) * 1000) / 1000,
    ),
    TU_Tube: 'OK',
    TJ_Tooljoint: 'OK',
    Machining_Pin: random.weighted(MACHINING),
    Machining_Box: random.weighted(MACHINING),
    Pipe_Status: 'Premium',
  };
}

function jointDescription(description: string, tally: TallyRow | null): string {
  if (!tally) return description;
  if (tally.Pipe_Status === 'Scrap') {
    return `${description} — scrap: ${tally.TJ_Tooljoint === 'Reject' ? 'tool joint damage' : `body wall ${tally.Wall}%`}`;
  }
  if (tally.Pipe_Status === 'Limited Service') return `${description} — limited service: wall ${tally.Wall}%`;
  if (tally.Pipe_Status === 'Recut') return `${description} — connection recut`;
  return description;
}
