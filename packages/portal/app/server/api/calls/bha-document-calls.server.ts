import { pdfLinkAnswerSchema } from '@rigready/core';
import { z } from 'zod';
import type { Identity } from '../../access/identity.server.js';
import { recordDocumentAccess, signedInReader } from '../../document-access/record-document-access.server.js';
import { portalDocumentStore } from '../../document-store/portal-document-store.server.js';
import {
  type DocumentReference,
  DocumentSelectionError,
  resolveDocumentSelection,
  tubularSelection,
} from '../../documents/selection/document-selection.server.js';
import {
  documentLinkAnswer,
  documentNotFound,
  fileAnswer,
} from '../../documents/serve/document-answers.server.js';
import { MissingStoredDocumentError } from '../../documents/serve/document-target.server.js';
import { servedDocument } from '../../documents/serve/served-document.server.js';
import {
  BHA_REPORTS_ZIP_NAME,
  streamZip,
  TUBULAR_REPORTS_ZIP_NAME,
} from '../../documents/zips/multi-download-zip.server.js';
import { getPortalRuntime } from '../../runtime/portal-runtime.server.js';
import type { ScopedDb } from '../../scoping/scoped-db.server.js';
import { type BhaReportParams, bhaReportId } from '../../services/bha-inventory.server.js';
import { defineApiCall } from '../api-call.server.js';
import { answerKnownErrors } from './answer-known-errors.server.js';

const optional = z.string().optional();

/** The BHA parameter set; the path fields are accepted for the legacy client and never read. */
const bhaParams = z.object({
  type: z.string().min(1, 'a BHA report type, e.g. Multi'),
  id_name: optional,
  container_location: optional,
  id_no: optional,
  pdf_location: optional,
  description: optional,
  pdf_location2: optional,
  pdf_location3: optional,
  serial_no: optional,
  description_name: optional,
  report_id: optional,
});

function jsonList<Item extends z.ZodType>(item: Item, expected: string) {
  return z
    .string()
    .min(1, expected)
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: expected });
        return z.NEVER;
      }
    })
    .pipe(
      z
        .array(item, expected)
        .min(1, 'Please select PDFs to download first.')
        .max(500, 'at most 500 documents'),
    );
}

async function bhaReport(scoped: ScopedDb, params: BhaReportParams) {
  const reportId = await bhaReportId(scoped, params);
  if (!reportId) throw documentNotFound();
  return { kind: 'stored' as const, reference: { kind: 'bha_report' as const, Report_ID: reportId } };
}

function bhaReportLink(
  name: 'getPDF' | 'getBHACertificate',
  route: 'inspectionBHA' | 'inventory',
  summary: string,
) {
  return defineApiCall({
    name,
    method: 'GET',
    access: 'signed-in',
    route,
    summary,
    params: bhaParams,
    answer: pdfLinkAnswerSchema,
    handle: (call) =>
      answerKnownErrors(async () =>
        documentLinkAnswer(call, 'pdflink', await bhaReport(call.scoped, call.params)),
      ),
  });
}

/** `/getPDF`: a link to the BHA report the parameter set names (report_id, else serial and type). */
export const getPDF = bhaReportLink('getPDF', 'inspectionBHA', 'A link to a BHA report of the caller.');
/** `/getBHACertificate`: a link to a BHA tool's certificate (its report), named as for getPDF. */
export const getBHACertificate = bhaReportLink(
  'getBHACertificate',
  'inventory',
  "A link to a BHA tool's certificate (its latest report of the type).",
);

async function zipAnswer(
  call: { scoped: ScopedDb; identity: Identity; request: Request; address: string },
  references: DocumentReference[],
  name: string,
): Promise<Response> {
  const { scoped } = call;
  const runtime = getPortalRuntime();
  const store = portalDocumentStore(runtime);
  const documents = await resolveDocumentSelection(scoped, references);
  const present = await Promise.all(documents.map((document) => store.exists(document.key)));
  const missing = present.filter((exists) => !exists).length;
  if (missing > 0) {
    throw new DocumentSelectionError(
      `${missing} of the ${references.length} selected documents cannot be downloaded; nothing was sent`,
    );
  }
  await recordDocumentAccess(
    runtime.handle,
    signedInReader(call.identity, call.request, call.address, 'download'),
    documents.map((document) =>
      servedDocument({ kind: 'stored', reference: document.reference }, document.name),
    ),
    runtime.now(),
  );
  const zip = streamZip(
    documents.map((document) => ({
      name: document.name,
      open: async () => {
        const stream = await store.open(document.key);
        if (!stream) throw new MissingStoredDocumentError(`${document.name} is no longer in the store`);
        return stream;
      },
    })),
  );
  return fileAnswer(name, zip, 'application/zip');
}

/**
 * `/getPDFmultiple`: a zip (pdf_files.zip) of the reports of the selected orders, streamed. A selection
 * naming an order outside the caller's scope, or one without a report, is refused whole (403).
 */
export const getPDFmultiple = defineApiCall({
  name: 'getPDFmultiple',
  method: 'GET',
  access: 'signed-in',
  route: 'neworder',
  summary: 'A zip of the reports of the selected orders; refused whole if one is not the caller’s.',
  params: z.object({
    selected: jsonList(
      z.union([z.string().min(1), z.number()]),
      'a JSON list of order numbers, e.g. ["40211"]',
    ),
  }),
  answer: z.instanceof(Blob),
  handle: (call) =>
    answerKnownErrors(() =>
      zipAnswer(call, tubularSelection(call.params.selected), TUBULAR_REPORTS_ZIP_NAME),
    ),
});

/**
 * `/getPDFmultipleBHA`: a zip (rigready_bha_reports.zip) of the selected BHA reports, each named by its
 * parameter set as for getPDF; refused whole (403) if any set names no report of the caller.
 */
export const getPDFmultipleBHA = defineApiCall({
  name: 'getPDFmultipleBHA',
  method: 'GET',
  access: 'signed-in',
  route: 'inspectionBHA',
  summary: 'A zip of the selected BHA reports; refused whole if one is not the caller’s.',
  params: z.object({
    selected: jsonList(
      bhaParams,
      'a JSON list of BHA parameter sets, e.g. [{"type":"Multi","report_id":"R-1"}]',
    ),
  }),
  answer: z.instanceof(Blob),
  handle: (call) =>
    answerKnownErrors(async () => {
      const ids = await Promise.all(call.params.selected.map((set) => bhaReportId(call.scoped, set)));
      const refused = ids.filter((id) => id === null).length;
      if (refused > 0) {
        throw new DocumentSelectionError(
          `${refused} of the ${ids.length} selected documents cannot be downloaded; nothing was sent`,
        );
      }
      const references = ids.map((id) => ({ kind: 'bha_report' as const, Report_ID: id as string }));
      return zipAnswer(call, references, BHA_REPORTS_ZIP_NAME);
    }),
});
