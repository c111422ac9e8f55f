/**
 * What happened to a joint or tool: received, returned from a rig, inspected (a tally or a BHA report),
 * moved in the yard, its location changed, another field of its record changed, first recorded or removed
 * by an import, shipped.
 */
export type TimelineEventKind =
  | 'received'
  | 'returned'
  | 'recorded'
  | 'inspected'
  | 'moved'
  | 'location'
  | 'changed'
  | 'shipped'
  | 'removed';

/** Where an event leads: a page of the portal, or a BHA report's PDF (opened through /getPDF). */
export type TimelineAction =
  | { kind: 'page'; href: string; label: string }
  | { kind: 'report'; type: string; reportId: string; serialNo: string };

/**
 * One event of a timeline: its day (`YYYY-MM-DD`), kind, a one-line title, the facts shown under it as
 * label and value, and where it leads.
 */
export interface TimelineEvent {
  date: string;
  kind: TimelineEventKind;
  title: string;
  facts: [label: string, value: string][];
  action: TimelineAction | null;
}

// On one day the goods arrive before they are inspected, and an import records a day's moves after both.
const KIND_ORDER: Record<TimelineEventKind, number> = {
  received: 0,
  returned: 0,
  recorded: 1,
  inspected: 2,
  moved: 3,
  location: 3,
  changed: 4,
  shipped: 5,
  removed: 6,
};

/**
 * The events oldest first; on one day in the order goods go through the yard (received, inspected,
 * moved, shipped). Events of the same day and kind keep the order they came in.
 *
 * @example
 * sortTimeline([shipped, received]).map((event) => event.kind); // ['received', 'shipped'] on one day
 */
export function sortTimeline(events: readonly TimelineEvent[]): TimelineEvent[] {
  return [...events].sort((a, b) => a.date.localeCompare(b.date) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
}

/**
 * The facts whose value is known, as `[label, value]` pairs: a null, undefined or empty value leaves its
 * fact out, a number is written as it is.
 *
 * @example
 * knownFacts([['Order', '40211'], ['PO', null]]); // [['Order', '40211']]
 */
export function knownFacts(
  facts: readonly (readonly [string, string | number | null | undefined])[],
): [string, string][] {
  return facts.flatMap(([label, value]) =>
    value === null || value === undefined || value === '' ? [] : [[label, String(value)] as [string, string]],
  );
}

/**
 * A receipt before which the joint or tool was already shipped is its return from the rig; the first
 * receipt, or one after another receipt, is a plain receipt. Runs over events sorted by {@link sortTimeline}.
 *
 * @example
 * markReturns([received, shipped, received]).map((event) => event.kind); // ['received', 'shipped', 'returned']
 */
export function markReturns(events: readonly TimelineEvent[]): TimelineEvent[] {
  let shipped = false;
  return events.map((event) => {
    if (event.kind === 'shipped') shipped = true;
    if (event.kind !== 'received' || !shipped) return event;
    shipped = false;
    return { ...event, kind: 'returned', title: event.title.replace(/^Received/, 'Returned') };
  });
}
