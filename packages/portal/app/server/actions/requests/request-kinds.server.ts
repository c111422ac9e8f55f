import type { RequestKind } from '../../db/schema.server.js';

/** Every kind of request, in the order the form offers them. */
export const REQUEST_KINDS: readonly RequestKind[] = [
  'inspection',
  'recut',
  'hardbanding',
  'shipment',
  'pick-up',
];

/** A kind in words, as screens and mails say it. */
export const REQUEST_KIND_WORDS: Record<RequestKind, string> = {
  inspection: 'Inspection',
  recut: 'Recut',
  hardbanding: 'Hardbanding',
  shipment: 'Shipment to an asset',
  'pick-up': 'Pick-up from an asset',
};

/**
 * Whether a text names a request kind.
 *
 * @example
 * isRequestKind('pick-up'); // true
 */
export function isRequestKind(value: unknown): value is RequestKind {
  return typeof value === 'string' && (REQUEST_KINDS as readonly string[]).includes(value);
}
