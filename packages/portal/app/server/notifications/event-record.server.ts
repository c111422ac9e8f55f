import type { NotificationEventsTable, NotificationKindName } from '../db/schema.server.js';

/** The parts of an event that decide its id: deriving the same happening twice gives the same id. */
interface EventIdentity {
  kind: NotificationKindName;
  customer: string;
  entity: string;
  asset: string | null;
  key: readonly string[];
}

/**
 * An event row with its deterministic id (kind, customer, table, asset and record key as JSON), so the
 * same happening derived again (a retried derivation, a second process) is the same row. The title starts
 * with the asset when the records have one (`Rig A: Order 40211 completed`), so a fleet's user knows
 * which rig or field.
 *
 * @example
 * eventRecord({ kind: 'ncr-opened', customer: 'Northwind Drilling', entity: 'ncr', asset: null, key: ['NW-NCR2'] },
 *   'NCR NW-NCR2 opened', '/NCR', 'run-1', '2026-11-26T08:00:00.000Z').id;
 * // '["ncr-opened","Northwind Drilling","ncr",null,["NW-NCR2"]]'
 */
export function eventRecord(
  identity: EventIdentity,
  title: string,
  link: string,
  runId: string | null,
  at: string,
): NotificationEventsTable {
  const { kind, customer, entity, asset, key } = identity;
  return {
    id: JSON.stringify([kind, customer, entity, asset, key]),
    kind,
    customer,
    asset,
    entity,
    record_key: JSON.stringify(key),
    title: asset === null ? title : `${asset}: ${title}`,
    link,
    run_id: runId,
    occurred_at: at,
  };
}
