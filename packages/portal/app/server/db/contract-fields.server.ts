import { z } from 'zod';

/**
 * How one field of a data-contract file is checked on import and stored: text, dates (`YYYY-MM-DD` text),
 * non-negative counts (integer) and measures (real), booleans (0/1), enumerations, a document path, or a
 * JSON value checked by a zod schema (stored as JSON text, so both databases hold the same thing).
 */
export type FieldSpec =
  | {
      kind: 'text' | 'date' | 'count' | 'measure' | 'bool' | 'document';
      required?: boolean;
      ref?: FieldRef;
      blank?: BlankValue;
    }
  | { kind: 'enum'; values: readonly string[]; required?: boolean }
  | { kind: 'pattern'; pattern: RegExp; hint: string; required?: boolean }
  | { kind: 'json'; schema: z.ZodType; documents?: (value: unknown) => string[]; required?: boolean };

/** A value that must name a row that exists: an item of the same customer, or one of its assets. */
export type FieldRef = 'item' | 'asset';

/**
 * What an absent value of a key column is stored as: key columns may not be null (PostgreSQL's primary
 * keys refuse it), so "any" is the empty string.
 */
export type BlankValue = '';

type Options = { required?: true; ref?: FieldRef; blank?: BlankValue };

/**
 * Field-spec constructors that keep literal types, so the database row types can be derived from them.
 *
 * @example
 * const fields = { Serial_Number: field.text({ required: true }), KWP_Length: field.measure() };
 */
export const field = {
  text: <O extends Options>(options?: O) => ({ kind: 'text' as const, ...(options as O) }),
  date: <O extends Options>(options?: O) => ({ kind: 'date' as const, ...(options as O) }),
  count: <O extends Options>(options?: O) => ({ kind: 'count' as const, ...(options as O) }),
  measure: <O extends Options>(options?: O) => ({ kind: 'measure' as const, ...(options as O) }),
  bool: <O extends Options>(options?: O) => ({ kind: 'bool' as const, ...(options as O) }),
  document: <O extends Options>(options?: O) => ({ kind: 'document' as const, ...(options as O) }),
  enum: <O extends Options>(values: readonly string[], options?: O) => ({
    kind: 'enum' as const,
    values,
    ...(options as O),
  }),
  pattern: <O extends Options>(pattern: RegExp, hint: string, options?: O) => ({
    kind: 'pattern' as const,
    pattern,
    hint,
    ...(options as O),
  }),
  json: <O extends Options>(schema: z.ZodType, documents?: (value: unknown) => string[], options?: O) => ({
    kind: 'json' as const,
    schema,
    ...(documents ? { documents } : {}),
    ...(options as O),
  }),
};

const documentMapSchema = z.record(z.string(), z.string().nullable());

/** The `documents` object of orders, deliveries and received goods: a name to a data-set path. */
export const documentMap = field.json(documentMapSchema, (value) =>
  Object.values(value as Record<string, string | null>).filter((path): path is string => Boolean(path)),
);

/** Column value types as the database returns them, by field kind. */
type StoredValue<F> = F extends { kind: 'count' | 'measure' | 'bool' } ? number : string;

type Stored<F> = F extends { required: true } | { blank: BlankValue }
  ? StoredValue<F>
  : StoredValue<F> | null;

/**
 * The row type of a contract table: every field, `null` unless required.
 *
 * @example
 * type SerialRow = RowOf<typeof contractTables.serials.fields>;
 */
export type RowOf<Fields extends Record<string, FieldSpec>> = {
  [K in keyof Fields]: Stored<Fields[K]>;
};
