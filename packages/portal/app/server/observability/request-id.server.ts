import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** What a caller's X-Request-Id may be: short, and only characters safe in a header and a log. */
const REQUEST_ID = /^[A-Za-z0-9._:+/=-]{1,128}$/;

/** W3C Trace Context: version-traceid-parentid-flags, lowercase hex; later versions may add fields. */
const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/;

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? undefined : value?.trim();
}

function traceId(traceparent: string | undefined): string | null {
  const match = traceparent ? TRACEPARENT.exec(traceparent) : null;
  if (!match) return null;
  const [, version, trace, parent, , rest] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
    string?,
  ];
  if (version === 'ff' || (version === '00' && rest !== undefined)) return null;
  if (/^0+$/.test(trace) || /^0+$/.test(parent)) return null;
  return trace;
}

/**
 * The id a request is logged and answered under: the caller's X-Request-Id when it is well-formed (1 to 128
 * of `A-Z a-z 0-9 . _ : + / = -`), else the trace id of a valid W3C `traceparent`, else a new random id. A
 * proxy's id thus follows the request into the portal's log; a malformed one is replaced, never echoed.
 *
 * @example
 * requestIdOf({ 'x-request-id': 'lb-7f3a' }); // 'lb-7f3a'
 * requestIdOf({ traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01' });
 * // '4bf92f3577b34da6a3ce929d0e0e4736'
 */
export function requestIdOf(headers: IncomingHttpHeaders): string {
  const given = single(headers['x-request-id']);
  if (given && REQUEST_ID.test(given)) return given;
  return traceId(single(headers.traceparent)) ?? randomUUID();
}
