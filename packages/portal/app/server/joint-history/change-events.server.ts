import { calendarDay } from '@rigready/core';
import type { RecordChangeKind } from '../db/schema.server.js';
import type { ScopedDb } from '../scoping/scoped-db.server.js';
import type { TimelineEvent } from './timeline.server.js';

/** One recorded change of one record, as read from record_changes. */
export interface RecordChange {
  runId: string;
  at: string;
  kind: RecordChangeKind;
  field: string;
  oldValue: string | null;
  newValue: string | null;
}

/** Which fields of a record say where it lies in the yard, and which one is its location. */
export interface PlaceFields {
  /** In the order a place is written: site, rack, position (or slot). */
  place: readonly [site: string, rack: string, slot: string];
  location: string;
  /** How the third place field is written: a joint's `position` in its rack, a tool's `slot`. */
  slotWord: string;
}

type Values = Record<string, string | null>;

/**
 * The query of {@link recordChanges}: it looks the record up by the index on customer, entity, record
 * key and `at`, however many months the history holds.
 *
 * @example
 * await recordChangesQuery(scoped, 'Northwind Drilling', 'serials', ['NW-0001']).explain();
 */
export function recordChangesQuery(
  scoped: ScopedDb,
  customer: string,
  entity: string,
  key: readonly string[],
) {
  return scoped
    .selectRecordChanges()
    .select(['run_id', 'at', 'kind', 'field', 'old_value', 'new_value'])
    .where('customer', '=', customer)
    .where('entity', '=', entity)
    .where('record_key', '=', JSON.stringify(key))
    .orderBy('at')
    .orderBy('run_id')
    .orderBy('field');
}

/**
 * The changes imports recorded for one record (its customer, `entity` and its key columns after
 * Customer), oldest first, through the actor's scope.
 *
 * @example
 * await recordChanges(scoped, 'Northwind Drilling', 'serials', ['NW-0001']);
 */
export async function recordChanges(
  scoped: ScopedDb,
  customer: string,
  entity: string,
  key: readonly string[],
): Promise<RecordChange[]> {
  const rows = await recordChangesQuery(scoped, customer, entity, key).execute();
  return rows.map((row) => ({
    runId: row.run_id,
    at: row.at,
    kind: row.kind,
    field: row.field,
    oldValue: row.old_value,
    newValue: row.new_value,
  }));
}

function placeText(values: Values, fields: PlaceFields): string {
  const [site, rack, slot] = fields.place.map((field) => values[field] ?? null);
  return [site, rack === null ? null : `rack ${rack}`, slot === null ? null : `${fields.slotWord} ${slot}`]
    .filter((part) => part !== null)
    .join(', ');
}

const shown = (value: string | null) => value ?? '(none)';
const label = (field: string) => field.replaceAll('_', ' ');

function runEvents(
  changes: readonly RecordChange[],
  after: Values,
  before: Values,
  fields: PlaceFields,
  date: string,
) {
  const events: TimelineEvent[] = [];
  const kinds = new Set(changes.map((change) => change.kind));
  if (kinds.has('added'))
    events.push({ date, kind: 'recorded', title: 'First listed in the portal', facts: [], action: null });
  const changed = changes.filter((change) => change.kind === 'changed');
  if (changed.some((change) => fields.place.includes(change.field)))
    events.push({
      date,
      kind: 'moved',
      title: `Moved to ${placeText(after, fields) || 'no place'}`,
      facts: [['From', placeText(before, fields) || '(no place)']],
      action: null,
    });
  const location = changed.find((change) => change.field === fields.location);
  if (location)
    events.push({
      date,
      kind: 'location',
      title: `Location: ${shown(location.newValue)}`,
      facts: [['Was', shown(location.oldValue)]],
      action: null,
    });
  const others = changed.filter(
    (change) => change.field !== fields.location && !fields.place.includes(change.field),
  );
  if (others.length > 0)
    events.push({
      date,
      kind: 'changed',
      title: others.length === 1 ? `${label(others[0]?.field ?? '')} changed` : 'Record changed',
      facts: others.map((change) => [
        label(change.field),
        `${shown(change.oldValue)} → ${shown(change.newValue)}`,
      ]),
      action: null,
    });
  if (kinds.has('deleted'))
    events.push({ date, kind: 'removed', title: 'Removed by an import', facts: [], action: null });
  return events;
}

/**
 * The timeline events of a record's recorded changes, one group per import run dated by the run's day in
 * `timeZone`: first recorded, moved (any of the place fields; the whole place before and after is
 * rebuilt from the record's present values back through the later runs), location changed, other fields
 * changed, removed. `present` holds the record's values now.
 *
 * @example
 * changeEvents(changes, { Site: 'Tananger', Rack_Position: 'R2', Position: '5' }, SERIAL_PLACE, 'Europe/Oslo');
 * // [{ date: '2025-11-02', kind: 'moved', title: 'Moved to Tananger, rack R2, position 5', facts: [['From', 'Tananger, rack R1, position 1']], action: null }]
 */
export function changeEvents(
  changes: readonly RecordChange[],
  present: Values,
  fields: PlaceFields,
  timeZone: string,
): TimelineEvent[] {
  const runs = new Map<string, RecordChange[]>();
  for (const change of changes) runs.set(change.runId, [...(runs.get(change.runId) ?? []), change]);
  const state: Values = { ...present };
  const perRun: TimelineEvent[][] = [];
  for (const run of [...runs.values()].reverse()) {
    const after = { ...state };
    for (const change of run) if (change.kind === 'changed') state[change.field] = change.oldValue;
    const date = calendarDay(run[0]?.at ?? '', timeZone);
    perRun.unshift(runEvents(run, after, { ...state }, fields, date));
  }
  return perRun.flat();
}
