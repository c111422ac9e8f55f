import { z } from 'zod';
import type { Known } from './known.js';

/**
 * A PDF document answer. An empty or null link means the document does not exist.
 *
 * @example
 * pdfLinkAnswerSchema.parse({ pdflink: '/api/documents/orders/40211.pdf' });
 */
export const pdfLinkAnswerSchema = z.looseObject({ pdflink: z.string().nullable() });

/**
 * A PDF document answer as parsed by {@link pdfLinkAnswerSchema}.
 *
 * @example
 * const link = (answer: PdfLinkAnswer) => answer.pdflink ?? '';
 */
export type PdfLinkAnswer = Known<z.infer<typeof pdfLinkAnswerSchema>>;

/**
 * An Excel document answer. An empty or null link means the document does not exist.
 *
 * @example
 * excelLinkAnswerSchema.parse({ excellink: '/api/documents/orders/40211.xlsx' });
 */
export const excelLinkAnswerSchema = z.looseObject({ excellink: z.string().nullable() });

/**
 * An Excel document answer as parsed by {@link excelLinkAnswerSchema}.
 *
 * @example
 * const link = (answer: ExcelLinkAnswer) => answer.excellink ?? '';
 */
export type ExcelLinkAnswer = Known<z.infer<typeof excelLinkAnswerSchema>>;
