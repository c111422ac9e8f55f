import { randomUUID } from 'node:crypto';
import { calendarDay } from '@rigready/core';
import { assetChoices } from '../access/asset-choices.server.js';
import type { Identity } from '../access/identity.server.js';
import { type CreatedRequest, createRequest } from '../actions/requests/create-request.server.js';
import { REQUEST_LIMITS } from '../actions/requests/request-input.server.js';
import { foundRequestItems } from '../actions/requests/request-items.server.js';
import { REQUEST_KIND_WORDS, REQUEST_KINDS } from '../actions/requests/request-kinds.server.js';
import { requestRefusal } from '../actions/requests/request-refusal.server.js';
import type { RequestKind } from '../db/schema.server.js';
import { getPortalRuntime } from '../runtime/portal-runtime.server.js';
import { pageFleetScope } from './page-scope.server.js';

/** What the new-request form is filled in with. */
export interface NewRequestPage {
  /** Why the viewer may not make a request, shown instead of the form; null when it may. */
  refusal: string | null;
  itemKind: 'joint' | 'tool';
  serials: string[];
  kinds: { value: RequestKind; words: string }[];
  /** The assets a shipment may go to or a pick-up come from: the viewer's own. */
  assets: readonly string[];
  /** The provider's calendar day: the earliest needed-by date. */
  today: string;
  /** Made once per rendered form: a repeated submit of it finds the request it made. */
  clientKey: string;
  limits: typeof REQUEST_LIMITS;
}

/**
 * The new-request form's data: the joints (`?items=joint`) or tools (`?items=tool`) ticked where the
 * viewer came from (`serial`, repeated; only the viewer's own are filled in, the address being anyone's
 * to write), the kinds, the viewer's assets, today and a fresh client key;
 * or why the viewer may not make a request.
 *
 * @example
 * const page = await newRequestPage(identity, new URL('https://portal.test/requests/new?items=joint&serial=NW-0001'));
 */
export async function newRequestPage(identity: Identity, url: URL): Promise<NewRequestPage> {
  const runtime = getPortalRuntime();
  const pipeType = identity.coreSession.pipeType;
  const asked = url.searchParams.get('items');
  const itemKind = asked === 'joint' || asked === 'tool' ? asked : pipeType === 'BHA' ? 'tool' : 'joint';
  const ticked = url.searchParams.getAll('serial').slice(0, REQUEST_LIMITS.items);
  const own = await foundRequestItems(pageFleetScope(identity), itemKind, ticked);
  return {
    refusal: await requestRefusal(runtime.handle, identity),
    itemKind,
    serials: ticked.filter((serial) => own.has(serial)),
    kinds: REQUEST_KINDS.map((value) => ({ value, words: REQUEST_KIND_WORDS[value] })),
    assets: assetChoices(identity.user, identity.customer, false).assets,
    today: calendarDay(runtime.now(), runtime.env.timeZone),
    clientKey: randomUUID(),
    limits: REQUEST_LIMITS,
  };
}

/**
 * The serial numbers typed or pasted into the form: one per line, or separated by commas, semicolons or
 * spaces.
 *
 * @example
 * serialsTyped('NW-0001\nNW-0002, NW-0003'); // ['NW-0001', 'NW-0002', 'NW-0003']
 */
export function serialsTyped(text: string): string[] {
  return text.split(/[\s,;]+/).filter(Boolean);
}

/**
 * Makes the request the new-request form sent (see `createRequest`).
 *
 * @throws ActionError as `createRequest`.
 * @example
 * const { number } = await createRequestFromForm(identity, form); // 'RQ-2026-0001'
 */
export async function createRequestFromForm(identity: Identity, form: FormData): Promise<CreatedRequest> {
  const runtime = getPortalRuntime();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  return createRequest(
    runtime.handle,
    identity,
    {
      kind: field('kind'),
      itemKind: field('itemKind'),
      serials: serialsTyped(field('serials') ?? ''),
      inspectionSpec: field('inspectionSpec'),
      asset: field('asset'),
      neededBy: field('neededBy'),
      destination: field('destination'),
      contact: field('contact'),
      notes: field('notes'),
      clientKey: field('clientKey'),
    },
    { now: runtime.now(), timeZone: runtime.env.timeZone },
  );
}
