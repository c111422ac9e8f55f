import { isSafeDocumentKey } from '../config/document-key.server.js';
import type { FieldSpec } from '../db/contract-fields.server.js';

/** The stored value of one field, or why the given value is not acceptable. */
export type FieldResult = { value: string | number | null; documents: string[] } | { reason: string };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return null;
}

/**
 * Checks one field value against its spec and converts it to what the database stores. `documentExists`
 * answers whether a data-set path names a file. Empty strings count as absent.
 *
 * @example
 * checkField({ kind: 'count' }, -1, () => true); // { reason: 'must not be negative (got -1)' }
 * checkField({ kind: 'date' }, '2026-02-30', () => true); // { reason: 'must be a date YYYY-MM-DD (got "2026-02-30")' }
 */
export function checkField(
  spec: FieldSpec,
  raw: unknown,
  documentExists: (path: string) => boolean,
): FieldResult {
  if (raw === undefined || raw === null || raw === '') {
    if (spec.required) return { reason: 'is required' };
    return { value: 'blank' in spec && spec.blank !== undefined ? spec.blank : null, documents: [] };
  }
  const shown = JSON.stringify(raw);
  switch (spec.kind) {
    case 'text':
      if (typeof raw === 'string') return { value: raw, documents: [] };
      if (typeof raw === 'number' && Number.isFinite(raw)) return { value: String(raw), documents: [] };
      return { reason: `must be text (got ${shown})` };
    case 'date':
      if (typeof raw === 'string' && isRealDate(raw)) return { value: raw, documents: [] };
      return { reason: `must be a date YYYY-MM-DD (got ${shown})` };
    case 'count':
    case 'measure': {
      const number = asNumber(raw);
      if (number === null) return { reason: `must be a number (got ${shown})` };
      if (number < 0) return { reason: `must not be negative (got ${shown})` };
      if (spec.kind === 'count' && !Number.isInteger(number))
        return { reason: `must be a whole number (got ${shown})` };
      return { value: number, documents: [] };
    }
    case 'bool':
      if (typeof raw === 'boolean') return { value: raw ? 1 : 0, documents: [] };
      return { reason: `must be true or false (got ${shown})` };
    case 'enum':
      if (typeof raw === 'string' && spec.values.includes(raw)) return { value: raw, documents: [] };
      return { reason: `must be one of ${spec.values.join(', ')} (got ${shown})` };
    case 'pattern':
      if (typeof raw === 'string' && spec.pattern.test(raw)) return { value: raw, documents: [] };
      return { reason: `must be ${spec.hint} (got ${shown})` };
    case 'document':
      return checkDocument(raw, documentExists);
    case 'json': {
      const parsed = spec.schema.safeParse(raw);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
        return { reason: `is not valid${where}: ${issue?.message ?? 'unexpected value'}` };
      }
      const documents = spec.documents ? spec.documents(parsed.data) : [];
      for (const path of documents) {
        const checked = checkDocument(path, documentExists);
        if ('reason' in checked) return checked;
      }
      return { value: JSON.stringify(parsed.data), documents };
    }
  }
}

/**
 * Checks a document path of a row: a safe store key (relative, no `..`), then present in the data set. A
 * path that is no key is refused before the file system is asked, so the answer tells nothing of files
 * outside the data set.
 *
 * @example
 * checkDocument('../etc/passwd', context.documentExists); // { reason: 'must be a relative path inside …' }
 */
export function checkDocument(raw: unknown, documentExists: (path: string) => boolean): FieldResult {
  if (typeof raw !== 'string' || !isSafeDocumentKey(raw)) {
    return { reason: `must be a relative path inside the data set (got ${JSON.stringify(raw)})` };
  }
  if (!documentExists(raw)) return { reason: `document ${raw} does not exist in the data set` };
  return { value: raw, documents: [raw] };
}
