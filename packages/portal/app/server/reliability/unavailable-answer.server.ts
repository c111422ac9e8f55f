/** What the portal says while its database is unavailable. */
export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable';

/** Seconds a client is asked to wait before trying again. */
const RETRY_AFTER_SECONDS = 5;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function unavailablePage(requestId: string, path: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Service unavailable · rigready</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;background:#f4f6f8;color:#1d2733}
main{max-width:36rem;margin:12vh auto;padding:2rem;background:#fff;border-radius:8px;box-shadow:0 1px 3px #0002}
h1{font-size:1.4rem;margin-top:0}
code{background:#eef1f4;padding:.1rem .3rem;border-radius:4px}
a{color:#0b5cad}
</style>
</head>
<body>
<main>
<h1>${UNAVAILABLE_MESSAGE}</h1>
<p>rigready cannot reach its database at the moment. Nothing you entered was lost; please try again in a minute.</p>
<p>If this persists, tell your rigready contact this reference: <code>${escapeHtml(requestId)}</code></p>
<p><a href="${escapeHtml(path)}">Try again</a></p>
</main>
</body>
</html>
`;
}

/**
 * The 503 answer while the database is unavailable: JSON `{ message, requestId }` for /api calls, else a
 * small self-contained HTML page with the request id. Never cached; asks the client to retry after 5 s.
 *
 * @example
 * return unavailableAnswer(new URL(request.url), 'c0ffee');
 */
export function unavailableAnswer(url: URL, requestId: string): Response {
  const headers = new Headers({
    'Cache-Control': 'no-store',
    'Retry-After': String(RETRY_AFTER_SECONDS),
    'X-Request-Id': requestId,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
  });
  if (url.pathname.startsWith('/api/')) {
    headers.set('Content-Type', 'application/json; charset=utf-8');
    headers.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    return new Response(JSON.stringify({ message: UNAVAILABLE_MESSAGE, requestId }), {
      status: 503,
      headers,
    });
  }
  headers.set('Content-Type', 'text/html; charset=utf-8');
  headers.set(
    'Content-Security-Policy',
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  );
  const path = url.pathname.endsWith('.data') ? url.pathname.slice(0, -'.data'.length) || '/' : url.pathname;
  return new Response(unavailablePage(requestId, path), { status: 503, headers });
}
