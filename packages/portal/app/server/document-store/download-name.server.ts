const FALLBACK_NAME = 'document';
const MAX_NAME_LENGTH = 180;

// C0 and C1 controls, DEL, and the bidirectional overrides that can disguise an extension ("gpj.exe").
function isUnsafeCharacter(code: number): boolean {
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

function withoutUnsafeCharacters(text: string): string {
  let out = '';
  for (const character of text) if (!isUnsafeCharacter(character.codePointAt(0) as number)) out += character;
  return out;
}
const WINDOWS_RESERVED = /[<>:"|?*]/g;

function decodePercentEscapes(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

function limitLength(name: string): string {
  if (name.length <= MAX_NAME_LENGTH) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
  return name.slice(0, MAX_NAME_LENGTH - extension.length) + extension;
}

/**
 * Turns any name (a row's value, a stored key, a user-influenced label) into a file name that is safe to
 * offer for download: percent escapes decoded once (so `%2e%2e%2f` cannot survive as a path), only the
 * last path segment kept, control characters, NUL and bidi overrides removed, characters Windows refuses
 * replaced by `_`, leading and trailing dots and spaces trimmed (no `..`, no hidden files). An empty result
 * becomes `fallback`.
 *
 * @example
 * safeDownloadName('../../etc/passwd'); // 'passwd'
 * safeDownloadName('%2e%2e%2fDT 9001.pdf'); // 'DT 9001.pdf'
 * safeDownloadName('Lieferschein Ø.pdf'); // 'Lieferschein Ø.pdf'
 */
export function safeDownloadName(name: string, fallback: string = FALLBACK_NAME): string {
  const decoded = withoutUnsafeCharacters(decodePercentEscapes(name.normalize('NFC')));
  const lastSegment = decoded.split(/[/\\]/).pop() ?? '';
  const cleaned = lastSegment
    .replace(WINDOWS_RESERVED, '_')
    .replace(/^[\s.]+|[\s.]+$/g, '')
    .replace(/\s+/g, ' ');
  return cleaned.length > 0 ? limitLength(cleaned) : fallback;
}

function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * A Content-Disposition header value (RFC 6266) for a download: an ASCII `filename` for old clients (other
 * characters become `_`) and a UTF-8 `filename*` carrying the exact name; both come from
 * {@link safeDownloadName}.
 *
 * @example
 * contentDisposition('Ørsted DT.pdf');
 * // `attachment; filename="_rsted DT.pdf"; filename*=UTF-8''%C3%98rsted%20DT.pdf`
 */
export function contentDisposition(
  name: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): string {
  const safe = safeDownloadName(name);
  const ascii = safe.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(safe)}`;
}

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  csv: 'text/csv; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  json: 'application/json',
  zip: 'application/zip',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
};

/** The content type of a file whose extension is unknown: browsers download it rather than render it. */
export const UNKNOWN_CONTENT_TYPE = 'application/octet-stream';

/**
 * The content type to serve a document with, by its extension (case-insensitive); unknown extensions
 * get {@link UNKNOWN_CONTENT_TYPE}, so nothing unexpected is rendered inline.
 *
 * @example
 * contentTypeFor('documents/orders/40211.PDF'); // 'application/pdf'
 * contentTypeFor('notes'); // 'application/octet-stream'
 */
export function contentTypeFor(name: string): string {
  const lastSegment = name.split(/[/\\]/).pop() ?? '';
  const dot = lastSegment.lastIndexOf('.');
  if (dot <= 0) return UNKNOWN_CONTENT_TYPE;
  return CONTENT_TYPES[lastSegment.slice(dot + 1).toLowerCase()] ?? UNKNOWN_CONTENT_TYPE;
}
