import { z } from 'zod';
import {
  type CLASS_LIMIT_FIELDS,
  CLASS_LIMIT_LABELS,
  type ClassLimitField,
  type ClassLimitRow,
} from '../../shared/class-limit-fields.js';
import { AdminChangeError } from './change-context.server.js';

/** The longest connection, size, weight or grade a row names; longer is a paste gone wrong. */
const TEXT_MAX = 40;

/** A posted field's text ('' when absent), e.g. `(name) => formText(form, name)`. */
type PostedText = (field: string) => string;

function readText(
  posted: PostedText,
  field: ClassLimitField,
  required: string | null,
  errors: Errors,
): string {
  const value = posted(field).trim();
  if (value === '' && required) errors[field] = `${CLASS_LIMIT_LABELS[field]}: ${required}`;
  else if (value.length > TEXT_MAX)
    errors[field] = `${CLASS_LIMIT_LABELS[field]}: at most ${TEXT_MAX} characters`;
  return value;
}

function readInches(posted: PostedText, field: (typeof CLASS_LIMIT_FIELDS)[number], errors: Errors): number {
  const label = CLASS_LIMIT_LABELS[field];
  const text = posted(field).trim();
  // A decimal comma is how the provider's staff write 6,25.
  const value = Number(text.replace(',', '.'));
  if (text === '') errors[field] = `${label}: enter a number of inches`;
  else if (!Number.isFinite(value)) errors[field] = `${label}: "${text}" is not a number of inches`;
  else if (value <= 0) errors[field] = `${label}: must be above 0 inches (got ${value})`;
  return value;
}

type Errors = Partial<Record<ClassLimitField, string>>;

/**
 * The limits row an admin posted: the connection and pipe it is for (`Weight` and `Grade` blank for "any")
 * and its four limits in inches, every limit above 0 and the Class 2 minimum box OD at most the Premium one.
 *
 * @throws AdminChangeError 400 naming every field that is wrong, each in `fields`.
 * @example
 * readClassLimitForm((name) => formText(form, name)); // { Connection: 'NC50', Tube_OD: '5', Weight: '', Grade: '', TJ_OD_Premium_Min: 6.25, ... }
 */
export function readClassLimitForm(posted: PostedText): ClassLimitRow {
  const errors: Errors = {};
  const row: ClassLimitRow = {
    Connection: readText(posted, 'Connection', 'enter the connection, e.g. NC50', errors),
    Tube_OD: readText(posted, 'Tube_OD', 'enter the tube OD as items.json writes it, e.g. 5 1/2', errors),
    Weight: readText(posted, 'Weight', null, errors),
    Grade: readText(posted, 'Grade', null, errors),
    TJ_OD_Premium_Min: readInches(posted, 'TJ_OD_Premium_Min', errors),
    TJ_OD_Class2_Min: readInches(posted, 'TJ_OD_Class2_Min', errors),
    TS_Pin_Min: readInches(posted, 'TS_Pin_Min', errors),
    TS_Box_Min: readInches(posted, 'TS_Box_Min', errors),
  };
  if (!errors.TJ_OD_Premium_Min && !errors.TJ_OD_Class2_Min && row.TJ_OD_Class2_Min > row.TJ_OD_Premium_Min)
    errors.TJ_OD_Class2_Min = `${CLASS_LIMIT_LABELS.TJ_OD_Class2_Min} (${row.TJ_OD_Class2_Min}) is above ${CLASS_LIMIT_LABELS.TJ_OD_Premium_Min} (${row.TJ_OD_Premium_Min}): a box OD could not be Class 2 without being Premium`;
  if (Object.keys(errors).length > 0)
    throw new AdminChangeError(400, Object.values(errors).join('; '), errors);
  return row;
}

const storedRowSchema = z.object({
  Connection: z.string(),
  Tube_OD: z.string(),
  Weight: z.string(),
  Grade: z.string(),
  TJ_OD_Premium_Min: z.number(),
  TJ_OD_Class2_Min: z.number(),
  TS_Pin_Min: z.number(),
  TS_Box_Min: z.number(),
});

/**
 * The row as the screen showed it when the admin began the change (the posted `previous`, JSON): an edit
 * or delete goes through only while the stored row is still that, so no one's change is lost unseen.
 *
 * @throws AdminChangeError 400 when `previous` is absent or not a limits row.
 * @example
 * readPreviousRow(formText(form, 'previous')); // { Connection: 'NC50', Tube_OD: '5', Weight: '', Grade: '', TJ_OD_Premium_Min: 6.25, ... }
 */
export function readPreviousRow(previous: string): ClassLimitRow {
  let value: unknown;
  try {
    value = JSON.parse(previous);
  } catch {
    value = undefined;
  }
  const parsed = storedRowSchema.safeParse(value);
  if (!parsed.success)
    throw new AdminChangeError(400, 'Invalid previous: the limits row as the screen showed it, as JSON');
  return parsed.data;
}
