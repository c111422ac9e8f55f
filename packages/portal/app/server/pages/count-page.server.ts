import type { Identity } from '../access/identity.server.js';
import { type CountLineView, readFieldCount } from '../actions/field-counts/read-field-count.server.js';
import { formatDateTime } from '../audit/audit-words.server.js';
import { getPortalRuntime } from '../runtime/portal-runtime.server.js';
import { type CountRow, countRow, OUTCOME_WORDS } from './counts-page.server.js';

/** One line of a count as its page shows it: both verdicts in words and where the joint or tool is now. */
export interface CountLineRow {
  serial: string;
  /** Joint, Tool, or empty for a serial that is not the customer's. */
  kindWords: string;
  outcomeWords: string;
  /** What the device said, empty when it said nothing of the serial. */
  deviceWords: string;
  conflict: boolean;
  /** `Hammerfest R-52 position 5` (a tool's `slot 2A`), empty when unknown. */
  nowWords: string;
  scannedAtText: string;
}

/** One count's page. */
export interface CountPage {
  count: CountRow & {
    startedAtText: string;
    copyTakenAtText: string;
    receivedAtText: string;
  };
  /** Conflicts first, then the lines not found, then the found; the server's order within each. */
  lines: CountLineRow[];
}

function nowWords(line: CountLineView): string {
  const place =
    line.nowPosition === null
      ? null
      : `${line.itemKind === 'tool' ? 'slot' : 'position'} ${line.nowPosition}`;
  return [line.nowSite, line.nowRack, place].filter(Boolean).join(' ');
}

// What a reader looks for first: the conflicts, then what was not simply found (a stable sort keeps the
// server's order within each).
const interest = (line: CountLineView) => (line.conflict ? 0 : line.outcome === 'found' ? 2 : 1);

/**
 * Count `number`'s page, or null when it is not within the viewer's reach (the route answers 404, so
 * another customer's count looks like none).
 *
 * @example
 * (await countPage(identity, 'FC-2026-0001'))?.lines[0]?.outcomeWords; // 'Found'
 */
export async function countPage(identity: Identity, number: string): Promise<CountPage | null> {
  const { handle, env } = getPortalRuntime();
  const view = await readFieldCount(handle, identity, number);
  if (!view) return null;
  const at = (instant: string | null) => (instant ? formatDateTime(instant, env.timeZone) : '');
  return {
    count: {
      ...countRow(view, env.timeZone),
      startedAtText: at(view.startedAt),
      copyTakenAtText: at(view.copyTakenAt),
      receivedAtText: at(view.receivedAt),
    },
    lines: [...view.lines]
      .sort((a, b) => interest(a) - interest(b))
      .map((line) => ({
        serial: line.serial,
        kindWords: line.itemKind === 'joint' ? 'Joint' : line.itemKind === 'tool' ? 'Tool' : '',
        outcomeWords: OUTCOME_WORDS[line.outcome],
        deviceWords: line.deviceOutcome ? OUTCOME_WORDS[line.deviceOutcome] : '',
        conflict: line.conflict,
        nowWords: nowWords(line),
        scannedAtText: at(line.scannedAt),
      })),
  };
}
