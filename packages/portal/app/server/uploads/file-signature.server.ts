/** A file type the mobile upload accepts, recognised by its first bytes. */
export interface UploadFileType {
  kind: 'jpeg' | 'png' | 'heic' | 'pdf';
  extension: string;
  contentType: string;
}

/** How many leading bytes {@link detectUploadFileType} needs to decide (HEIC's brand ends at byte 12). */
export const SIGNATURE_BYTES = 12;

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

/**
 * The type of an uploaded file from its magic bytes (never its name or the browser's content type): JPEG
 * (FF D8 FF), PNG (89 'PNG' 0D 0A 1A 0A), PDF ('%PDF-') or HEIC (an ISO box 'ftyp' with a HEIF brand);
 * null for anything else.
 *
 * @example
 * detectUploadFileType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0])); // { kind: 'jpeg', extension: 'jpg', ... }
 * detectUploadFileType(new TextEncoder().encode('MZ...')); // null
 */
export function detectUploadFileType(head: Uint8Array): UploadFileType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff]))
    return { kind: 'jpeg', extension: 'jpg', contentType: 'image/jpeg' };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { kind: 'png', extension: 'png', contentType: 'image/png' };
  }
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) {
    return { kind: 'pdf', extension: 'pdf', contentType: 'application/pdf' };
  }
  if (startsWith(head, [0x66, 0x74, 0x79, 0x70], 4)) {
    const brand = String.fromCharCode(...head.subarray(8, 12));
    if (HEIC_BRANDS.has(brand)) return { kind: 'heic', extension: 'heic', contentType: 'image/heic' };
  }
  return null;
}
