/**
 * Whether a document path from a row is a safe store key: relative, forward slashes, no `..` segment.
 *
 * @example
 * isSafeDocumentKey('documents/ncr/7.pdf'); // true
 * isSafeDocumentKey('../etc/passwd'); // false
 */
export function isSafeDocumentKey(key: string): boolean {
  if (key.length === 0 || key.startsWith('/') || key.includes('\\') || key.includes('\0')) return false;
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}
