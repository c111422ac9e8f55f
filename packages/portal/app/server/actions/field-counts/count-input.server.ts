import { z } from 'zod';
import type { FieldCountKind } from '../../db/schema.server.js';
import { ActionError } from '../action-error.server.js';

/** The most serials one count may scan, and the longest text kept per field. */
export const COUNT_LIMITS = { scans: 5000, serial: 64, place: 100 } as const;

const instant = z.iso.datetime({ offset: true, error: 'must be an ISO 8601 instant' });
const text = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(max, { error: `must be at most ${max} characters` });
const serial = text(COUNT_LIMITS.serial);

const SCAN = z.strictObject({
  serial,
  at: instant,
  outcome: z.enum(['found', 'unexpected', 'other-rack', 'extra'], {
    error: "must be 'found', 'unexpected', 'other-rack' or 'extra'",
  }),
});

const COMMON = {
  key: z.uuidv4({ error: 'must be a version 4 UUID' }),
  startedAt: instant,
  finishedAt: instant,
  copyTakenAt: instant,
  scans: z.array(SCAN, { error: 'must be a list' }).max(COUNT_LIMITS.scans, {
    error: `must hold at most ${COUNT_LIMITS.scans} scans`,
  }),
  missing: z.array(serial, { error: 'must be a list of serials' }).max(COUNT_LIMITS.scans, {
    error: `must hold at most ${COUNT_LIMITS.scans} serials`,
  }),
};

const BODY = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('rack'),
      site: text(COUNT_LIMITS.place),
      rack: text(COUNT_LIMITS.place),
      ...COMMON,
    }),
    z.strictObject({ kind: z.literal('delivery'), dtNo: text(COUNT_LIMITS.place), ...COMMON }),
  ],
  { error: "must be 'rack' or 'delivery'" },
);

/** A count once checked: texts trimmed, every serial once, each scan's verdict fitting its kind. */
export type CountDraft = z.infer<typeof BODY>;

/** The device's verdicts a kind of count can give a scan. */
const SCAN_OUTCOMES: Record<FieldCountKind, readonly string[]> = {
  rack: ['found', 'unexpected', 'other-rack'],
  delivery: ['found', 'extra'],
};

function repeated(serials: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const one of serials) {
    if (seen.has(one)) return one;
    seen.add(one);
  }
  return null;
}

function check(draft: CountDraft): void {
  const scanned = draft.scans.map((scan) => scan.serial);
  const twice = repeated(scanned);
  if (twice) throw new ActionError(400, `scans: ${twice} is scanned more than once`);
  const listedTwice = repeated(draft.missing);
  if (listedTwice) throw new ActionError(400, `missing: ${listedTwice} is listed more than once`);
  const both = draft.missing.find((one) => scanned.includes(one));
  if (both) throw new ActionError(400, `missing: ${both} is scanned, so it cannot be missing`);
  draft.scans.forEach((scan, index) => {
    if (!SCAN_OUTCOMES[draft.kind].includes(scan.outcome))
      throw new ActionError(
        400,
        `scans.${index}.outcome: '${scan.outcome}' is not a verdict of a ${draft.kind} count`,
      );
  });
  if (Date.parse(draft.finishedAt) < Date.parse(draft.startedAt))
    throw new ActionError(400, 'finishedAt: is before startedAt');
}

/**
 * Checks a count as the device sends it (see docs/field-counts.md): every field known and of its type, a
 * serial scanned or listed missing once, each scan's verdict one its kind gives. The message names the
 * field at fault first: `scans.3.at: must be an ISO 8601 instant`.
 *
 * @throws {@link ActionError} 400 naming the first field at fault.
 * @example
 * readCountInput({ key, kind: 'rack', site: 'Hammerfest', rack: 'R-50', startedAt, finishedAt, copyTakenAt,
 *   scans: [{ serial: 'NW-F001', at, outcome: 'found' }], missing: [] }).kind; // 'rack'
 */
export function readCountInput(raw: unknown): CountDraft {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new ActionError(400, 'The count must be a JSON object');
  const result = BODY.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    // The union's own issue (no kind, or an unknown one) sits at the top; it is about `kind`.
    const field = issue?.path.join('.') || (issue?.code === 'invalid_union' ? 'kind' : '');
    if (issue?.code === 'unrecognized_keys')
      throw new ActionError(
        400,
        `${field ? `${field} has` : 'The count has'} an unknown field '${issue.keys.join("', '")}'`,
      );
    throw new ActionError(400, `${field || 'The count'}: ${issue?.message ?? 'is not valid'}`);
  }
  check(result.data);
  return result.data;
}
