/** The encodings an `Accept-Encoding` header takes, lower-cased; one with a q of 0 is refused and left out. */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (name.trim() !== '' && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name.trim());
  }
  return accepted;
}

/**
 * The first of `offered` (in the server's order of preference) that the header takes, or null.
 *
 * @example
 * preferredEncoding('gzip, deflate, br', ['br', 'gzip']); // 'br'
 */
export function preferredEncoding<Encoding extends string>(
  header: string | undefined,
  offered: readonly Encoding[],
): Encoding | null {
  const accepted = acceptedEncodings(header);
  return offered.find((encoding) => accepted.has(encoding) || accepted.has('*')) ?? null;
}
