import type { ImportProblem } from './import-problem.server.js';

/**
 * Notes the fields of rows that the importer does not read, once per file and field (at the first row that
 * has it): the import ignores them, and they are mostly misspelt or renamed fields whose column would stay
 * empty. A dry run reports them beside what it would do.
 *
 * @example
 * const unread = unreadFields();
 * unread.note('serials.ndjson', 2, { Serial_Number: 'S-1', Date_Inspect: '2025-01-01' }, known);
 * unread.notes; // [{ file: 'serials.ndjson', row: 2, field: 'Date_Inspect', reason: 'is not a field of … }]
 */
export function unreadFields() {
  const seen = new Set<string>();
  const notes: ImportProblem[] = [];
  return {
    notes,
    note(file: string, row: number, raw: unknown, known: ReadonlySet<string>) {
      if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return;
      for (const field of Object.keys(raw)) {
        if (known.has(field) || seen.has(`${file}\u0000${field}`)) continue;
        seen.add(`${file}\u0000${field}`);
        const reason = `is not a field of ${file} in the data contract: the import ignores it (misspelt or renamed?)`;
        notes.push({ file, row, field, reason });
      }
    },
  };
}
