import type { Identity } from '../access/identity.server.js';
import {
  jointsBySerial,
  jointsInRack,
  type LabelledJoint,
} from '../documents/content/joint-labels.server.js';
import { documentContext } from '../documents/render/document-context.server.js';
import { renderLabelSheetPdf, type SheetLabel } from '../documents/render/pdf/label-sheet-pdf.server.js';
import { fileAnswer } from '../documents/serve/document-answers.server.js';
import { getPortalRuntime } from '../runtime/portal-runtime.server.js';
import { apiJson } from '../security/api-answers.server.js';
import { jointLabelLink } from './joint-label-link.server.js';
import { LabelSheetRequestError, MAX_LABELS, readLabelSheetRequest } from './label-sheet-request.server.js';
import {
  LABEL_SHEET_RETRY_SECONDS,
  LABEL_SHEETS_AT_ONCE,
  takeLabelSheetSlot,
} from './label-sheet-slots.server.js';
import { pageScope } from './page-scope.server.js';

/** A bare number of inches gets its inch mark (`5 1/2` → `5 1/2"`); a size with its own unit is kept. */
const size = (od: string | null) => (od && /^[\d\s./]+$/.test(od) ? `${od.trim()}"` : od);

const joined = (parts: readonly (string | null | undefined)[]) =>
  parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(' · ');

/**
 * Which serial numbers of a request are no joints of the caller's, by their place in the list: the
 * numbers themselves are not repeated, so the answer is the same whoever else might hold them.
 */
function missingMessage(places: readonly number[], asked: number): string {
  return places.length === 1
    ? `Serial number ${places[0]} of the ${asked} asked for is no joint of yours`
    : `Serial numbers ${places.join(', ')} of the ${asked} asked for are no joints of yours`;
}

/**
 * A joint's label: its serial, and under it the item and its kind, the size, grade and connection, the
 * item's description and the owner with the asset.
 */
function jointLabel(identity: Identity, joint: LabelledJoint): SheetLabel {
  return {
    serial: joint.Serial_Number,
    link: jointLabelLink(identity.customer, joint.Customer, joint.Serial_Number),
    lines: [
      joined([joint.Item_No, joint.Equipment]),
      joined([size(joint.Tube_OD), joint.Grade, joint.Connection]),
      joined([joint.Description]),
      joined([joint.Customer, joint.Asset]),
    ],
  };
}

/**
 * The answer to a label sheet request (`/labels.pdf?serial=…&format=…` or `?site=…&rack=…`): the PDF of
 * the caller's joints, read through its page scope. A serial number the caller has no joint of (unknown,
 * another customer's, an excluded asset's) is refused with 404 giving its place in the list, the same
 * answer in every case;
 * a bad request gets 400 saying what is wrong.
 *
 * @example
 * return jointLabelSheetAnswer(identity, new URL(request.url).searchParams);
 */
export async function jointLabelSheetAnswer(identity: Identity, query: URLSearchParams): Promise<Response> {
  const slot = takeLabelSheetSlot(identity.user.id);
  if (!slot)
    return apiJson(
      {
        message: `You are printing ${LABEL_SHEETS_AT_ONCE} label sheets already: wait until one has arrived, then try again`,
      },
      429,
      { 'Retry-After': String(LABEL_SHEET_RETRY_SECONDS) },
    );
  try {
    const answer = await labelSheetAnswer(identity, query);
    if (answer.status === 200) return slot.holdUntilSent(answer);
    slot.release();
    return answer;
  } catch (error) {
    slot.release();
    throw error;
  }
}

async function labelSheetAnswer(identity: Identity, query: URLSearchParams): Promise<Response> {
  let request: ReturnType<typeof readLabelSheetRequest>;
  try {
    request = readLabelSheetRequest(query);
  } catch (error) {
    if (error instanceof LabelSheetRequestError) return apiJson({ message: error.message }, error.status);
    throw error;
  }
  const scoped = pageScope(identity);
  const { selection, format } = request;
  let joints: LabelledJoint[];
  if (selection.kind === 'serials') {
    const found = await jointsBySerial(scoped, selection.serials);
    if (found.missing.length > 0)
      return apiJson({ message: missingMessage(found.missing, selection.serials.length) }, 404);
    joints = found.joints;
  } else {
    joints = await jointsInRack(scoped, selection.site, selection.rack);
    if (joints.length === 0)
      return apiJson({ message: `You have no joints in rack ${selection.rack} at ${selection.site}` }, 404);
  }
  if (joints.length > MAX_LABELS)
    return apiJson(
      { message: `At most ${MAX_LABELS} labels at once; these are ${joints.length} joints` },
      400,
    );
  const runtime = getPortalRuntime();
  const pdf = renderLabelSheetPdf(
    joints.map((joint) => jointLabel(identity, joint)),
    format,
    documentContext(undefined, runtime.now(), runtime.env.timeZone),
  );
  const name = selection.kind === 'rack' ? `labels ${selection.site} ${selection.rack}` : 'labels';
  return fileAnswer(`${name} ${format.id}.pdf`, pdf);
}
