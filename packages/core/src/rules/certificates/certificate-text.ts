/**
 * The PDF bytes of a provider certificate as /getCertificates answers it (spec part 2 §5): base64 text in
 * the legacy `b'…'` wrapping, so two characters are trimmed before and one after. An empty answer (a
 * certificate without a file) is null; text that is not base64 once unwrapped is an error that says so.
 *
 * @example
 * certificatePdfBytes("b'JVBERi0='"); // Uint8Array of '%PDF-'
 * certificatePdfBytes(''); // null
 */
export function certificatePdfBytes(text: string): Uint8Array | null {
  if (text === '') return null;
  if (text.length < 3)
    throw new Error(`A certificate must be base64 text in b'…', got ${JSON.stringify(text)}`);
  const base64 = text.slice(2, -1);
  if (base64 === '') return null;
  let binary: string;
  try {
    binary = atob(base64);
  } catch {
    throw new Error("A certificate must be base64 text in b'…'; the text inside is not base64");
  }
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}
