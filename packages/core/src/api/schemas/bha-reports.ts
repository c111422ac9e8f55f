import { z } from 'zod';
import { dateValue, measure, reference, text } from './fields.js';
import type { Known } from './known.js';

/**
 * The BHA report types, with the legacy spellings (Dimentional, Miscellaneouse) and the _OLD variants.
 *
 * @example
 * bhaReportTypeSchema.parse('Dimentional_OLD');
 */
export const bhaReportTypeSchema = z.enum([
  'Multi',
  'Elevator',
  'Dimentional',
  'Miscellaneouse',
  'Dimentional_OLD',
  'Miscellaneouse_OLD',
  'Elevator_OLD',
]);

/**
 * A BHA report type as parsed by {@link bhaReportTypeSchema}.
 *
 * @example
 * const isOld = (type: BhaReportType) => type.endsWith('_OLD');
 */
export type BhaReportType = Known<z.infer<typeof bhaReportTypeSchema>>;

/**
 * One BHA inspection report row (/inspectionBHA lists).
 *
 * @example
 * bhaReportRowSchema.parse({ Order_No: 5120, Serial_No: 'JAR-77', report_type: 'Multi' });
 */
export const bhaReportRowSchema = z.looseObject({
  Order_No: reference.nullish(),
  Serial_No: z.string().min(1),
  Description: text,
  Connection_1: text,
  Connection_2: text,
  ID: measure,
  Min_ID: measure,
  PO: text,
  Ref: text,
  Asset: text,
  Inspection_Date: dateValue,
  Spec: text,
  Result: text,
  report_type: bhaReportTypeSchema,
  Report_ID: reference.nullish(),
});

/**
 * A BHA report row as parsed by {@link bhaReportRowSchema}.
 *
 * @example
 * const key = (row: BhaReportRow) => `${row.report_type}:${row.Serial_No}`;
 */
export type BhaReportRow = Known<z.infer<typeof bhaReportRowSchema>>;

/**
 * The answer of GET /inspectionBHA: the report rows in four lists.
 *
 * @example
 * bhaInspectionAnswerSchema.parse({ multi_detail: [], dim: [], misc: [], elevator: [] });
 */
export const bhaInspectionAnswerSchema = z.looseObject({
  multi_detail: z.array(bhaReportRowSchema),
  dim: z.array(bhaReportRowSchema),
  misc: z.array(bhaReportRowSchema),
  elevator: z.array(bhaReportRowSchema),
});

/**
 * The /inspectionBHA answer as parsed by {@link bhaInspectionAnswerSchema}.
 *
 * @example
 * const all = (answer: BhaInspectionAnswer) => [...answer.multi_detail, ...answer.dim];
 */
export type BhaInspectionAnswer = Known<z.infer<typeof bhaInspectionAnswerSchema>>;

/**
 * The answer of GET /inspectionBHA_OLD: only the multi_detail and dim lists.
 *
 * @example
 * bhaInspectionOldAnswerSchema.parse({ multi_detail: [], dim: [] });
 */
export const bhaInspectionOldAnswerSchema = z.looseObject({
  multi_detail: z.array(bhaReportRowSchema),
  dim: z.array(bhaReportRowSchema),
});

/**
 * The /inspectionBHA_OLD answer as parsed by {@link bhaInspectionOldAnswerSchema}.
 *
 * @example
 * const count = (answer: BhaInspectionOldAnswer) => answer.multi_detail.length + answer.dim.length;
 */
export type BhaInspectionOldAnswer = Known<z.infer<typeof bhaInspectionOldAnswerSchema>>;

/**
 * One serial history row (/keystone): a BHA report of one serial number.
 *
 * @example
 * serialHistoryRowSchema.parse({ Serial_No: 'JAR-77', Result: 'Accepted', report_type: 'Multi' });
 */
export const serialHistoryRowSchema = z.looseObject({
  Serial_No: z.string().min(1),
  Description: text,
  Conn1: text,
  Conn2: text,
  Inspection_Date: dateValue,
  PO: text,
  Ref: text,
  Order_No: reference.nullish(),
  Spec: text,
  Result: text,
  report_type: bhaReportTypeSchema,
  Report_ID: reference.nullish(),
});

/**
 * A serial history row as parsed by {@link serialHistoryRowSchema}.
 *
 * @example
 * const accepted = (row: SerialHistoryRow) => row.Result === 'Accepted';
 */
export type SerialHistoryRow = Known<z.infer<typeof serialHistoryRowSchema>>;

/**
 * The raw answer of GET /keystone: a map (by report type) of lists whose first element holds the rows; an
 * empty list means no rows of that type. The client flattens it into one list of rows.
 *
 * @example
 * keystoneAnswerSchema.parse({ Multi: [[{ Serial_No: 'JAR-77', report_type: 'Multi' }]], Elevator: [] });
 */
export const keystoneAnswerSchema = z.record(
  z.string(),
  z.tuple([z.array(serialHistoryRowSchema).optional()], z.unknown()),
);

/**
 * The raw /keystone answer as parsed by {@link keystoneAnswerSchema}.
 *
 * @example
 * const types = (answer: KeystoneAnswer) => Object.keys(answer);
 */
export type KeystoneAnswer = Known<z.infer<typeof keystoneAnswerSchema>>;
