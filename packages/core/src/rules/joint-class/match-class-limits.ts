import { normalizeSearchText } from '../../search/normalize.js';
import type { ClassLimitsRow } from './class-limits.js';

/**
 * The fields of an item (items.json) that choose its limits row.
 *
 * @example
 * const item: ClassLimitsItem = { Connection: 'NC50', Tube_OD: '5', Weight: '19.5', Grade: 'G-105' };
 */
export interface ClassLimitsItem {
  Connection?: string | null;
  Tube_OD?: string | number | null;
  Weight?: string | number | null;
  Grade?: string | null;
}

const DECIMAL = /^(\d+(?:\.\d+)?|\.\d+)$/;
const FRACTION = /^(?:(\d+)[ -]+)?(\d+)\/(\d+)$/;

/** A size or weight as a number: `21.9`, `'21.90'`, `'5 1/2'`, `'5-1/2"'`, `'3/4'`; else null. */
function measureValue(value: string | number): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim().replace(/\s*(?:"|in\.?|inch(?:es)?)$/i, '');
  if (DECIMAL.test(text)) return Number(text);
  const fraction = FRACTION.exec(text);
  if (!fraction || Number(fraction[3]) === 0) return null;
  return Number(fraction[1] ?? 0) + Number(fraction[2]) / Number(fraction[3]);
}

function isBlank(value: string | number | null | undefined): value is null | undefined | '' {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** Whether an item's value is the row's: as numbers when both are, else as text (see matchClassLimits). */
function sameValue(rowValue: string | number, itemValue: string | number | null | undefined): boolean {
  if (isBlank(itemValue)) return false;
  const a = measureValue(rowValue);
  const b = measureValue(itemValue);
  if (a !== null && b !== null) return Math.abs(a - b) < 1e-9;
  const text = normalizeSearchText(rowValue);
  return text !== '' && text === normalizeSearchText(itemValue);
}

/**
 * The limits row for an item, or null when none applies ("no limits": the joint's tool joint is not
 * classed, see `classifyInspection`). A row applies when its `Connection` and `Tube_OD` are the item's and
 * its `Weight` and `Grade` are each the item's or null (any). Of the rows that apply the most specific
 * wins: one naming both Weight and Grade, then one naming one of them, then one naming neither. A tie
 * between a row naming only the Weight and one naming only the Grade goes to the Weight row: API RP 7G-2's
 * tool-joint tables are laid out by connection, size and nominal weight, with the grade inside. Rows that
 * are the same after comparison (e.g. Weight `'21.9'` and `21.90`) go to the first one listed.
 *
 * Values are compared as written in items.json and class_limits.json, forgivingly: sizes and weights that
 * read as numbers compare as numbers (`'5 1/2'` = `'5.5'` = `5.5`, `'21.9'` = `21.90`), other text
 * ignoring case, spaces and punctuation (`'NC50'` = `'nc 50'`, `'S-135'` = `'S135'`). A row with a blank
 * Connection or Tube_OD applies to nothing.
 *
 * @example
 * matchClassLimits({ Connection: 'NC50', Tube_OD: '5', Weight: '19.5', Grade: 'G-105' }, [
 *   { Connection: 'NC50', Tube_OD: '5', Weight: null, Grade: null, TJ_OD_Premium_Min: 6.25, ... },
 *   { Connection: 'NC50', Tube_OD: '5', Weight: '19.5', Grade: null, TJ_OD_Premium_Min: 6.094, ... },
 * ]); // the second row (it names the Weight)
 */
export function matchClassLimits<R extends ClassLimitsRow>(
  item: ClassLimitsItem,
  rows: readonly R[],
): R | null {
  let best: R | null = null;
  let bestRank = -1;
  for (const row of rows) {
    if (isBlank(row.Connection) || isBlank(row.Tube_OD)) continue;
    if (!sameValue(row.Connection, item.Connection) || !sameValue(row.Tube_OD, item.Tube_OD)) continue;
    const namesWeight = !isBlank(row.Weight);
    const namesGrade = !isBlank(row.Grade);
    if (namesWeight && !sameValue(row.Weight as string | number, item.Weight)) continue;
    if (namesGrade && !sameValue(row.Grade as string, item.Grade)) continue;
    const rank = namesWeight && namesGrade ? 3 : namesWeight ? 2 : namesGrade ? 1 : 0;
    if (rank > bestRank) {
      best = row;
      bestRank = rank;
    }
  }
  return best;
}
