/** Liveness probe: answers 200 while the process serves requests. It touches nothing else on purpose. */
export function loader() {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}
