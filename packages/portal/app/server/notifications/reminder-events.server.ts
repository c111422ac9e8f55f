import { formatDate, type InspectionReminderKind, inspectionReminders } from '@rigready/core';
import type { Kysely } from 'kysely';
import type { Database, NotificationEventsTable } from '../db/schema.server.js';
import { eventRecord } from './event-record.server.js';

/**
 * Joints (serials) and tools (BHA items), each with its inspection date column and the list a reminder
 * opens: the joints expiring that day on that asset (the inventory's `expires` list), the tools' screen.
 */
const TABLES = [
  {
    entity: 'serials',
    date: 'Date_Inspected',
    what: ['joint', 'joints'],
    link: (dueOn: string, asset: string | null) =>
      `/inventory?${new URLSearchParams({ expires: dueOn, ...(asset ? { asset } : {}) })}`,
  },
  {
    entity: 'bha_items',
    date: 'Last_Inspection_Date',
    what: ['tool', 'tools'],
    link: () => '/bhainventory',
  },
] as const;

function title(
  kind: InspectionReminderKind,
  count: number,
  what: readonly [string, string],
  dueOn: string,
): string {
  const items = `${count} ${count === 1 ? what[0] : what[1]}`;
  const verb = count === 1 ? 'is' : 'are';
  const due = formatDate(dueOn);
  if (kind === 'overdue') return `${items} ${verb} overdue for inspection (expired ${due})`;
  const days = kind === 'due-in-30-days' ? 30 : 7;
  return `${items} ${verb} due for inspection in ${days} days (${due})`;
}

/**
 * The inspection reminders that fall on one of `days` (YYYY-MM-DD): per customer, asset, table, reminder
 * and expiry day, one event counting the joints or tools (core's `inspectionReminders`: 30 and 7 days
 * before the six-month expiry, and overdue the day after). A date that is not a date is skipped: the
 * inventory shows it as it is.
 *
 * @example
 * const events = await reminderEvents(db, ['2026-11-26'], '2026-11-26T05:00:00.000Z');
 */
export async function reminderEvents(
  db: Kysely<Database>,
  days: readonly string[],
  at: string,
): Promise<NotificationEventsTable[]> {
  const wanted = new Set(days);
  const events: NotificationEventsTable[] = [];
  for (const table of TABLES) {
    const rows = await db
      .selectFrom(table.entity)
      .select(['Customer', 'Asset', `${table.date} as inspected`])
      .where(table.date, 'is not', null)
      .execute();
    const groups = new Map<
      string,
      { customer: string; asset: string | null; kind: InspectionReminderKind; dueOn: string; count: number }
    >();
    for (const row of rows as { Customer: string; Asset: string | null; inspected: string | null }[]) {
      let plan: ReturnType<typeof inspectionReminders>;
      try {
        plan = inspectionReminders(String(row.inspected));
      } catch {
        continue;
      }
      for (const reminder of plan.reminders) {
        if (!wanted.has(reminder.on)) continue;
        const id = JSON.stringify([row.Customer, row.Asset, reminder.kind, plan.dueOn]);
        const group = groups.get(id) ?? {
          customer: row.Customer,
          asset: row.Asset,
          kind: reminder.kind,
          dueOn: plan.dueOn,
          count: 0,
        };
        group.count += 1;
        groups.set(id, group);
      }
    }
    for (const group of groups.values()) {
      const kind = group.kind === 'overdue' ? 'inspection-overdue' : 'inspection-due';
      const identity = {
        kind,
        customer: group.customer,
        entity: table.entity,
        asset: group.asset,
        key: [group.kind, group.dueOn],
      } as const;
      events.push(
        eventRecord(
          identity,
          title(group.kind, group.count, table.what, group.dueOn),
          table.link(group.dueOn, group.asset),
          null,
          at,
        ),
      );
    }
  }
  return events;
}
