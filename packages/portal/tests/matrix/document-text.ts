import { createHash } from 'node:crypto';
import { unzipSync } from 'fflate';
import { extractText, getDocumentProxy } from 'unpdf';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46];

const startsWith = (bytes: Uint8Array, magic: number[]) =>
  magic.every((byte, index) => bytes[index] === byte);

const known = new Map<string, Promise<string>>();

async function textOf(bytes: Uint8Array): Promise<string> {
  if (startsWith(bytes, ZIP_MAGIC)) {
    const entries = unzipSync(bytes);
    const texts = await Promise.all(
      Object.entries(entries).map(async ([name, entry]) => `${name}\n${await documentText(entry)}`),
    );
    return texts.join('\n');
  }
  if (startsWith(bytes, PDF_MAGIC)) {
    // The raw bytes too: a small stored PDF may keep its text uncompressed, or pdf.js may refuse it. Less
    // the file's structure, whose numbers are no one's data and would match a customer's order number by
    // chance: the cross-reference tables (ten-digit byte offsets), the file's random /ID, and the byte
    // counts of startxref and of each stream's /Length.
    const raw = Buffer.from(bytes)
      .toString('latin1')
      .replace(/\bxref\s+(?:\d+\s+\d+\s+(?:\d{10}\s+\d{5}\s+[nf]\s*)*)+/g, '')
      .replace(/\/ID\s*\[[^\]]*\]/g, '')
      .replace(/\bstartxref\s+\d+/g, '')
      .replace(/\/Length\s+\d+/g, '');
    try {
      const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
      const { text } = await extractText(pdf, { mergePages: true });
      return `${text}\n${raw}`;
    } catch {
      return raw;
    }
  }
  return new TextDecoder().decode(bytes);
}

/**
 * The readable text of an answer body, whatever it is: the entries of a zip (and of an .xlsx, which is
 * one) unzipped and read in turn with their names, the text of a PDF, else the bytes as UTF-8. Bodies
 * already read are remembered by their hash, since the matrix downloads the same file many times.
 *
 * @example
 * const text = await documentText(new Uint8Array(await response.arrayBuffer()));
 */
export function documentText(bytes: Uint8Array): Promise<string> {
  const key = createHash('sha256').update(bytes).digest('hex');
  let text = known.get(key);
  if (!text) {
    text = textOf(bytes);
    known.set(key, text);
  }
  return text;
}

/**
 * The download links (`/api/documents/…`) an answer's text names, each once.
 *
 * @example
 * documentLinks('{"pdflink":"/api/documents/eyJ0.abc"}'); // ['/api/documents/eyJ0.abc']
 */
export function documentLinks(text: string): string[] {
  return [...new Set(text.match(/\/api\/documents\/[A-Za-z0-9._~%-]+/g) ?? [])];
}
