import type { RequestKind } from '../../db/schema.server.js';
import { ActionError } from '../action-error.server.js';
import { isRequestKind } from './request-kinds.server.js';

/** A request as the form or a caller sends it, unchecked. */
export interface RawRequestInput {
  kind: unknown;
  /** `joint` (tubular serials) or `tool` (BHA serials). */
  itemKind: unknown;
  serials: unknown;
  inspectionSpec?: unknown;
  asset?: unknown;
  neededBy?: unknown;
  destination?: unknown;
  contact?: unknown;
  notes?: unknown;
  clientKey: unknown;
}

/** A request's fields once checked: every text trimmed, empty ones null, serials without repeats. */
export interface RequestDraft {
  kind: RequestKind;
  itemKind: 'joint' | 'tool';
  serials: string[];
  inspectionSpec: string | null;
  asset: string | null;
  neededBy: string | null;
  destination: string | null;
  contact: string | null;
  notes: string | null;
  clientKey: string;
}

/** The longest text kept per field, and the most joints or tools one request names. */
export const REQUEST_LIMITS = {
  items: 500,
  serial: 64,
  inspectionSpec: 100,
  asset: 100,
  destination: 200,
  contact: 200,
  notes: 2000,
  clientKey: 100,
} as const;

function optionalText(name: keyof typeof REQUEST_LIMITS, value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new ActionError(400, `${name} must be text`);
  const text = value.trim();
  const max = REQUEST_LIMITS[name];
  if (text.length > max) throw new ActionError(400, `${name} is ${text.length} characters; at most ${max}`);
  return text === '' ? null : text;
}

function serialsOf(value: unknown): string[] {
  if (!Array.isArray(value) || value.some((serial) => typeof serial !== 'string'))
    throw new ActionError(400, 'serials must be a list of serial numbers');
  const serials = [...new Set((value as string[]).map((serial) => serial.trim()).filter(Boolean))];
  if (serials.length === 0) throw new ActionError(400, 'Name at least one joint or tool');
  if (serials.length > REQUEST_LIMITS.items)
    throw new ActionError(
      400,
      `A request names at most ${REQUEST_LIMITS.items} joints or tools; this one names ${serials.length}`,
    );
  const long = serials.find((serial) => serial.length > REQUEST_LIMITS.serial);
  if (long !== undefined)
    throw new ActionError(
      400,
      `${long.slice(0, 20)}… is not a serial number (at most ${REQUEST_LIMITS.serial} characters)`,
    );
  return serials;
}

function neededByOf(value: unknown, today: string): string | null {
  if (value === undefined || value === null || value === '') return null;
  const text = typeof value === 'string' ? value.trim() : '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T00:00:00Z`) : null;
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text)
    throw new ActionError(400, `neededBy must be a date as YYYY-MM-DD; got ${JSON.stringify(value)}`);
  if (text < today) throw new ActionError(400, `neededBy ${text} is in the past (today is ${today})`);
  return text;
}

/**
 * Checks a request's fields, with the words of the 400 answer when one is wrong: a known kind; joints or
 * tools, at least one and at most {@link REQUEST_LIMITS}.items; an inspection spec for an inspection; an
 * asset (one of `assets`, the caller's own) for a shipment or a pick-up; for a shipment a needed-by date
 * not before `today` (the provider's calendar day), a destination and a contact; texts within their
 * limits. Whether the serials are the caller's is for the database to say.
 *
 * @throws {@link ActionError} 400 naming the field that is wrong.
 * @example
 * readRequestInput({ kind: 'inspection', itemKind: 'joint', serials: ['NW-0001'], inspectionSpec: 'DS-1 Category 4',
 *   clientKey: 'c1' }, { today: '2026-11-29', assets: ['Rig A'] }).inspectionSpec; // 'DS-1 Category 4'
 */
export function readRequestInput(
  raw: RawRequestInput,
  context: { today: string; assets: readonly string[] },
): RequestDraft {
  const clientKey = optionalText('clientKey', raw.clientKey);
  if (clientKey === null) throw new ActionError(400, 'The form has no clientKey: reload it and submit again');
  if (!isRequestKind(raw.kind))
    throw new ActionError(
      400,
      `kind must be one of inspection, recut, hardbanding, shipment, pick-up; got ${JSON.stringify(raw.kind)}`,
    );
  const kind = raw.kind;
  if (raw.itemKind !== 'joint' && raw.itemKind !== 'tool')
    throw new ActionError(400, `itemKind must be joint or tool; got ${JSON.stringify(raw.itemKind)}`);
  const draft: RequestDraft = {
    kind,
    itemKind: raw.itemKind,
    serials: serialsOf(raw.serials),
    inspectionSpec: optionalText('inspectionSpec', raw.inspectionSpec),
    asset: optionalText('asset', raw.asset),
    neededBy: neededByOf(raw.neededBy, context.today),
    destination: optionalText('destination', raw.destination),
    contact: optionalText('contact', raw.contact),
    notes: optionalText('notes', raw.notes),
    clientKey,
  };
  if (kind === 'inspection' && draft.inspectionSpec === null)
    throw new ActionError(400, 'An inspection request needs its inspection spec (e.g. DS-1 Category 4)');
  if (kind === 'shipment' || kind === 'pick-up') {
    if (draft.asset === null)
      throw new ActionError(
        400,
        kind === 'shipment'
          ? 'A shipment needs the asset it goes to'
          : 'A pick-up needs the asset it is from',
      );
    if (!context.assets.includes(draft.asset))
      throw new ActionError(400, `${draft.asset} is not one of your assets`);
  }
  if (kind === 'shipment') {
    if (draft.neededBy === null) throw new ActionError(400, 'A shipment needs the date it is needed by');
    if (draft.destination === null) throw new ActionError(400, 'A shipment needs its destination');
    if (draft.contact === null) throw new ActionError(400, 'A shipment needs a contact');
  }
  return draft;
}
