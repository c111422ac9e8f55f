import type { Actor } from '../../scoping/actor.server.js';
import { readClaims, signClaims } from '../../security/signed-claims.server.js';
import type { DocumentTarget } from '../serve/document-target.server.js';

/** Where the authorised download route is mounted; every pdflink and excellink starts with it. */
export const DOCUMENT_ROUTE_PREFIX = '/api/documents/';

/** How long a link may be opened after the call that gave it (the legacy screens open it at once). */
export const DOCUMENT_LINK_TTL_SECONDS = 60 * 60;

interface LinkClaims {
  /** The target. */
  t: DocumentTarget;
  /** The user the link was issued to. */
  u: string;
  /** The customer the user was acting for (an admin's view-as), null for an admin viewing none. */
  c: string | null;
  /** Expiry, epoch seconds. */
  x: number;
}

function actingFor(actor: Actor): string | null {
  return actor.actingCustomer ?? actor.customer;
}

const PURPOSE = 'rigready document link';

/**
 * A download link for `target`, issued to the actor: the target and the actor's user and customer,
 * signed with the server's key and valid for {@link DOCUMENT_LINK_TTL_SECONDS}. The route still resolves
 * the target through the requester's scoped db; the signature only stops links being forged, guessed or
 * passed to another account.
 *
 * @example
 * const pdflink = documentLink(key, actor, { kind: 'delivery-ticket-pdf', DT_No: 'NW-DT1' }, new Date());
 * // '/api/documents/eyJ0Ijp7…'
 */
export function documentLink(key: Uint8Array, actor: Actor, target: DocumentTarget, now: Date): string {
  const claims: LinkClaims = {
    t: target,
    u: actor.userId,
    c: actingFor(actor),
    x: Math.floor(now.getTime() / 1000) + DOCUMENT_LINK_TTL_SECONDS,
  };
  return `${DOCUMENT_ROUTE_PREFIX}${signClaims(key, PURPOSE, claims)}`;
}

/**
 * The target of a link reference (the path after {@link DOCUMENT_ROUTE_PREFIX}) if its signature is the
 * server's, it was issued to this actor (same user, same customer) and it has not expired; otherwise
 * null, whatever the reason, so the route answers one 404 for all of them.
 *
 * @example
 * const target = readDocumentLink(key, actor, reference, new Date());
 * if (!target) return notFound();
 */
export function readDocumentLink(
  key: Uint8Array,
  actor: Actor,
  reference: string,
  now: Date,
): DocumentTarget | null {
  const claims = readClaims<LinkClaims>(key, PURPOSE, reference);
  if (!claims) return null;
  if (claims.u !== actor.userId || claims.c !== actingFor(actor)) return null;
  if (!(claims.x * 1000 >= now.getTime())) return null;
  return claims.t;
}
