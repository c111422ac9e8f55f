import { z } from 'zod';
import { count, dateValue, reference, text } from './fields.js';
import type { Known } from './known.js';

/**
 * One non-conformance report (/getQHSE).
 *
 * @example
 * ncrRowSchema.parse({ NCR_No: 'NCR-12', Title: 'Damaged thread', Status: 'Open' });
 */
export const ncrRowSchema = z.looseObject({
  NCR_No: reference,
  Title: text,
  NCR_Category: text,
  Location: text,
  Department: text,
  Status: text,
  Date_Reported: dateValue,
  Date_Processed: dateValue,
  Date_Closed: dateValue,
});

/**
 * An NCR as parsed by {@link ncrRowSchema}.
 *
 * @example
 * const open = (row: NcrRow) => !row.Date_Closed;
 */
export type NcrRow = Known<z.infer<typeof ncrRowSchema>>;

/**
 * One chiksan report line (/getChiksan).
 *
 * @example
 * chiksanRowSchema.parse({ Order_No: 40300, Serial_Number: 'CH-1', Report_Status: 'Accepted' });
 */
export const chiksanRowSchema = z.looseObject({
  Order_No: reference,
  Serial_Number: z.string().min(1),
  Description: text,
  Report_Status: text,
  Inspection_Date: dateValue,
  Steel_Type: text,
  NDT_Method: text,
  MPI_Method: text,
  Area_Of_Examination: text,
  Procedure: text,
  Returned_Date: dateValue,
});

/**
 * A chiksan line as parsed by {@link chiksanRowSchema}.
 *
 * @example
 * const key = (row: ChiksanRow) => `${row.Order_No}/${row.Serial_Number}`;
 */
export type ChiksanRow = Known<z.infer<typeof chiksanRowSchema>>;

/**
 * One TCP gun (/getTCP) with how often it was used and the chip colour for that count.
 *
 * @example
 * tcpRowSchema.parse({ serial_number: 'TCP-9', times_used: { count: 3, color: '#388e3c' } });
 */
export const tcpRowSchema = z.looseObject({
  serial_number: z.string().min(1),
  equipment_description: text,
  inspection_result: text,
  times_used: z.looseObject({ count, color: text }),
});

/**
 * A TCP gun as parsed by {@link tcpRowSchema}.
 *
 * @example
 * const uses = (row: TcpRow) => row.times_used.count;
 */
export type TcpRow = Known<z.infer<typeof tcpRowSchema>>;

/**
 * The answer of GET /getCertificates: the provider's NTO, ISO and JQS certificates as base64 PDF text (the
 * legacy server wraps it as `b'...'`; the certificates screen trims that).
 *
 * @example
 * certificatesAnswerSchema.parse({ NTO: "b'JVBERi0...'", ISO: "b'JVBERi0...'", JQS: "b'JVBERi0...'" });
 */
export const certificatesAnswerSchema = z.looseObject({
  NTO: z.string(),
  ISO: z.string(),
  JQS: z.string(),
});

/**
 * The /getCertificates answer as parsed by {@link certificatesAnswerSchema}.
 *
 * @example
 * const nto = (answer: CertificatesAnswer) => answer.NTO;
 */
export type CertificatesAnswer = Known<z.infer<typeof certificatesAnswerSchema>>;
