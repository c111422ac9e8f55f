import {
  DEFAULT_LABEL_SHEET_FORMAT,
  LABEL_SHEET_FORMATS,
  type LabelSheetFormat,
  labelSheetFormat,
} from '../../shared/label-sheet-formats.js';

/** The most labels one request prints: ten sheets of the format with the most labels a page (5160, 30). */
export const MAX_LABELS = 300;

/** The longest serial number a label request takes (the data's serials are far shorter). */
const MAX_SERIAL_LENGTH = 100;

/** Which joints to label: serial numbers (in the order given), or every joint of the caller in one rack. */
export type LabelSelection =
  | { kind: 'serials'; serials: string[] }
  | { kind: 'rack'; site: string; rack: string };

/** A label sheet request read from a query string. */
export interface LabelSheetRequest {
  format: LabelSheetFormat;
  selection: LabelSelection;
}

/** A label sheet request that cannot be printed as asked; the message says what to change. HTTP 400. */
export class LabelSheetRequestError extends Error {
  override name = 'LabelSheetRequestError';
  readonly status = 400;
}

/**
 * Reads `format` (a label sheet id, `L7163` when absent) and either `serial` (repeated, up to
 * {@link MAX_LABELS}; repeats are printed once) or `site` and `rack` from a label sheet URL's query.
 *
 * @throws LabelSheetRequestError naming what is wrong: an unknown format, no joints, both kinds of
 * selection, too many serials, an empty or overlong serial, a rack without its site.
 * @example
 * readLabelSheetRequest(new URLSearchParams('serial=NW-0001&serial=NW-0002&format=5160'));
 * // { format: { id: '5160', ... }, selection: { kind: 'serials', serials: ['NW-0001', 'NW-0002'] } }
 */
export function readLabelSheetRequest(query: URLSearchParams): LabelSheetRequest {
  const formatId = query.get('format') ?? DEFAULT_LABEL_SHEET_FORMAT;
  const format = labelSheetFormat(formatId);
  if (!format) {
    const known = LABEL_SHEET_FORMATS.map((candidate) => candidate.id).join(', ');
    throw new LabelSheetRequestError(`format must be one of ${known}; got ${JSON.stringify(formatId)}`);
  }
  const serials = query.getAll('serial').map((serial) => serial.trim());
  const site = query.get('site')?.trim() ?? '';
  const rack = query.get('rack')?.trim() ?? '';
  if (serials.length > 0 && (site !== '' || rack !== ''))
    throw new LabelSheetRequestError('Give either serial numbers or a site and rack, not both');
  if (serials.length > 0) {
    const unique = [...new Set(serials)];
    if (unique.length > MAX_LABELS)
      throw new LabelSheetRequestError(
        `At most ${MAX_LABELS} labels at once; got ${unique.length} serial numbers`,
      );
    const bad = unique.find((serial) => serial === '' || serial.length > MAX_SERIAL_LENGTH);
    if (bad !== undefined)
      throw new LabelSheetRequestError(`serial must be 1 to ${MAX_SERIAL_LENGTH} characters long`);
    return { format, selection: { kind: 'serials', serials: unique } };
  }
  if (rack !== '' && site === '') throw new LabelSheetRequestError('site is required with rack');
  if (site !== '' && rack === '') throw new LabelSheetRequestError('rack is required with site');
  if (rack === '')
    throw new LabelSheetRequestError(
      'No joints chosen: give serial=<serial number> (repeatable) or site=<site>&rack=<rack>',
    );
  return { format, selection: { kind: 'rack', site, rack } };
}
