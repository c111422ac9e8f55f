// The SQL that writes the scale data set's past straight into PostgreSQL: three years of daily imports'
// change history and the earlier inspections of every joint. generate_series and the serials' own order
// number make it deterministic and fast (no row crosses the wire).
import { monthOf } from '../../app/server/db/change-history-partitions.server.js';

/** Days of daily imports before the data set's reference date. */
export const HISTORY_DAYS = 1095;
/** One joint in a hundred changes on each day. */
export const CHANGING_EVERY_DAYS = 100;
/** Where a joint moves between imports; the last change lands on its present location. */
const MOVES = `array['Rig Ready','Booked','Req VTI','Backlog','IPC','On Hold']`;

/**
 * The first and last month ('YYYY-MM') the change history covers: from the first day of daily imports to
 * the reference date's month.
 *
 * @example
 * historyMonths('2026-11-20'); // ['2023-11', '2026-11']
 */
export function historyMonths(referenceDate: string): [string, string] {
  const first = new Date(Date.parse(`${referenceDate}T00:00:00Z`) - HISTORY_DAYS * 86_400_000);
  return [monthOf(first), referenceDate.slice(0, 7)];
}

const runDay = (referenceDate: string, dayExpression: string) =>
  `(date '${referenceDate}' - ${HISTORY_DAYS} + ${dayExpression})`;
const runId = (day: string) => `'scale-' || to_char(${day}, 'YYYY-MM-DD')`;
const runAt = (day: string) => `to_char(${day}, 'YYYY-MM-DD') || 'T05:00:00.000Z'`;

/** Numbers every joint once (1, 2, ...), the seed of each joint's history. */
export const numberJoints = `
  create unlogged table scale_joint_numbers as
  select row_number() over (order by "Customer", "Serial_Number")::int as n,
         "Customer" as customer, "Serial_Number" as serial, "Asset" as asset,
         "Current_Location" as location, "Rack_Position" as rack
  from serials`;

/** One succeeded import run a day, already derived by the notification job (they are the past). */
export function importRuns(referenceDate: string): string {
  const day = runDay(referenceDate, 'day');
  return `
    insert into import_runs (id, source, actor, status, started_at, finished_at, duration_ms, problem_count)
    select ${runId(day)}, 'command', 'scale-bench@generator', 'succeeded',
           to_char(${day}, 'YYYY-MM-DD') || 'T04:59:00.000Z', ${runAt(day)}, 60000, 0
    from generate_series(0, ${HISTORY_DAYS - 1}) as day;
    insert into notification_derived_runs (run_id, derived_at, event_count)
    select id, finished_at, 0 from import_runs where id like 'scale-%'`;
}

/**
 * The changes of the `step`-th visit (0, 1, ...) of every joint: joint n changes on days n*37 mod 100,
 * then every 100 days, so one joint in a hundred changes each day. Its location always changes; every
 * other visit, its rack too.
 */
export function jointChanges(referenceDate: string, step: number): string {
  const first = `((n * 37) % ${CHANGING_EVERY_DAYS})`;
  const dayNumber = `(${first} + ${step * CHANGING_EVERY_DAYS})`;
  const last = `(${step} = (${HISTORY_DAYS - 1} - ${first}) / ${CHANGING_EVERY_DAYS})`;
  const day = runDay(referenceDate, dayNumber);
  const move = (offset: number) => `(${MOVES})[1 + (n + ${step + offset}) % 6]`;
  const rack = (offset: number) => `'A' || (1 + (n + ${step + offset}) % 10)`;
  return `
    insert into record_changes (run_id, entity, customer, record_key, field, kind, asset, old_value, new_value, at)
    select ${runId(day)}, 'serials', customer, json_build_array(serial)::text, change.field, 'changed', asset,
           change.old_value, change.new_value, ${runAt(day)}
    from scale_joint_numbers
    cross join lateral (values
      ('Current_Location', ${move(0)}, case when ${last} then location else ${move(1)} end),
      ('Rack_Position', ${rack(0)}, case when ${last} then rack else ${rack(1)} end)
    ) as change(field, old_value, new_value)
    where ${dayNumber} < ${HISTORY_DAYS}
      and (change.field = 'Current_Location' or (n + ${step}) % 2 = 0)`;
}

/**
 * The order and delivery changes those moves bring: every order line is completed on a day of its own
 * (its Completed flag and completion date change), and every delivery is added on its date.
 */
export function orderAndDeliveryChanges(referenceDate: string): string {
  const orderDay = runDay(referenceDate, `(abs(hashtext("Order_No" || "Item_No")) % ${HISTORY_DAYS})`);
  const deliveryDay = `"Date"::date`;
  return `
    insert into record_changes (run_id, entity, customer, record_key, field, kind, asset, old_value, new_value, at)
    select ${runId(orderDay)}, 'orders', "Customer", json_build_array("Order_No", "Item_No")::text, change.field,
           'changed', "Asset", change.old_value, change.new_value, ${runAt(orderDay)}
    from orders
    cross join lateral (values
      ('Completed', 'false', 'true'),
      ('Job_Completed_Date', null, to_char(${orderDay}, 'YYYY-MM-DD'))
    ) as change(field, old_value, new_value);
    insert into record_changes (run_id, entity, customer, record_key, field, kind, asset, old_value, new_value, at)
    select ${runId(deliveryDay)}, 'deliveries', "Customer", json_build_array("DT_No", "Item_No")::text, '',
           'added', "Asset", null, null, ${runAt(deliveryDay)}
    from deliveries
    where "Date" ~ '^\\d{4}-\\d{2}-\\d{2}$'
      and "Date"::date between date '${referenceDate}' - ${HISTORY_DAYS} and date '${referenceDate}' - 1`;
}

/**
 * Earlier inspections, so a joint has three on average: two earlier orders for every joint and a third
 * for one in ten, a year apart, under order numbers of their own (E1-, E2-, E3- before the joint's item).
 */
export function earlierTallies(referenceDate: string): string {
  return `
    insert into tallies ("Customer", "Order_No", "Item_No", "Serial_Number", "Inspection_Date", "IPC", "Wall",
                         "TS_Pin", "TS_Box", "OD_Box", "TU_Tube", "TJ_Tooljoint", "Machining_Pin",
                         "Machining_Box", "Hardbanding_Box", "Pipe_Status")
    select s."Customer", 'E' || earlier.k || '-' || s."Item_No", s."Item_No", s."Serial_Number",
           to_char(date '${referenceDate}' - 365 * earlier.k - (n % 300), 'YYYY-MM-DD'),
           case when n % 3 = 0 then '2' else '1' end, 86 + (n % 140) / 10.0,
           8 + (n % 40) / 10.0, 10 + (n % 50) / 10.0, 6.5, 'OK', 'OK', 'OK', 'OK', 'OK', 'Premium'
    from scale_joint_numbers j
    join serials s on s."Customer" = j.customer and s."Serial_Number" = j.serial
    cross join generate_series(1, 3) as earlier(k)
    where earlier.k < 3 or n % 10 = 0`;
}

/** Each historic run's summary: how many records of each entity it changed or added. */
export const runSummaries = `
  update import_runs
  set summary = counts.summary
  from (
    select run_id, json_object_agg(entity, json_build_object('added', added, 'changed', changed, 'deleted', 0))::text as summary
    from (
      select run_id, entity,
             count(distinct record_key) filter (where kind = 'added') as added,
             count(distinct record_key) filter (where kind = 'changed') as changed
      from record_changes where run_id like 'scale-%' group by run_id, entity
    ) as per_entity
    group by run_id
  ) as counts
  where import_runs.id = counts.run_id`;
