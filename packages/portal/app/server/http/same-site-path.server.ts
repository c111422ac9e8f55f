// Any origin works as the base: a target is kept only when it stays on it, and only its path is used.
const BASE = new URL('http://portal.invalid/');

/** Control characters (browsers drop tabs and newlines from URLs) and backslashes (read as '/'). */
function hasUnsafeCharacter(text: string): boolean {
  for (const character of text) {
    const code = character.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || character === '\\') return true;
  }
  return false;
}

function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * A client-given redirect target (a form's `returnTo`) as a path of this site, or `fallback`: the target
 * must be a path (starting with one '/', as given and once resolved), parse as a URL on the portal's own origin, and hold no control
 * characters or backslashes, as given or percent-decoded, so that no browser can read it as another site.
 *
 * @example
 * sameSitePath('/inventory?view=racks', '/home'); // '/inventory?view=racks'
 * sameSitePath('/\t/evil.example', '/home');       // '/home'
 * sameSitePath('//evil.example', '/home');         // '/home'
 */
export function sameSitePath(target: unknown, fallback: string): string {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//')) return fallback;
  const plain = decoded(target);
  if (plain === null || hasUnsafeCharacter(target) || hasUnsafeCharacter(plain) || plain.startsWith('//'))
    return fallback;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return fallback;
  }
  // Dot segments resolve away ('/.//evil.example' is '//evil.example'): the resolved path is checked too.
  if (url.origin !== BASE.origin || url.pathname.startsWith('//')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
