import {
  bhaInventoryAnswerSchema,
  type InventoryReportView,
  inventoryAnswerSchema,
  inventoryReportViewSchema,
  okAnswerSchema,
  pdfLinkAnswerSchema,
} from '@rigready/core';
import { z } from 'zod';
import { withCertificateLinks } from '../../documents/links/certificate-links.server.js';
import { scopedForAsset } from '../../documents/serve/asset-scope.server.js';
import { documentLinkAnswer } from '../../documents/serve/document-answers.server.js';
import { getPortalRuntime } from '../../runtime/portal-runtime.server.js';
import { FLEET_INVENTORY, ScopeError } from '../../scoping/actor.server.js';
import type { ScopedDb } from '../../scoping/scoped-db.server.js';
import { apiJson } from '../../security/api-answers.server.js';
import { bhaInventory } from '../../services/bha-inventory.server.js';
import { fleetInventory } from '../../services/inventory.server.js';
import { saveUserInventoryHeaders, userInventoryHeaders } from '../../services/inventory-headers.server.js';
import { inventoryScreenOptions } from '../../services/inventory-screen-options.server.js';
import { defineApiCall } from '../api-call.server.js';
import { answerKnownErrors } from './answer-known-errors.server.js';

const username = z.string().optional();

/**
 * `/getInventory`: the caller's saved column list (or the default one) and the inventory rows of the
 * caller's selection; certificate paths become download links. `user_email` is the legacy selector and is
 * not read: the headers are the signed-in user's.
 */
export const getInventory = defineApiCall({
  name: 'getInventory',
  method: 'GET',
  access: 'signed-in',
  cacheable: true,
  route: 'inventory',
  summary: "The caller's inventory columns and the inventory rows of the current asset or the fleet.",
  params: z.object({ username, user_email: z.string().optional() }),
  answer: inventoryAnswerSchema,
  handle: async ({ identity, scoped }) => {
    const runtime = getPortalRuntime();
    const now = runtime.now();
    const headers = await userInventoryHeaders(runtime.handle.db, identity.user.id);
    const rows = await fleetInventory(scoped);
    return {
      headers,
      data: withCertificateLinks(identity, rows, now),
    };
  },
});

/**
 * `/setUserInventoryHeader` (POST): saves the caller's chosen columns in order. The preference is
 * always the caller's own, whatever `user_email` says; an unknown or repeated column is a 400.
 */
export const setUserInventoryHeader = defineApiCall({
  name: 'setUserInventoryHeader',
  method: 'POST',
  access: 'signed-in',
  route: 'inventory',
  summary: "Saves the caller's inventory columns (the caller's own preference only).",
  params: z.object({
    user_email: z.string().optional(),
    header: z.array(z.object({ value: z.string().min(1) }).loose(), 'a list of { value } column definitions'),
  }),
  answer: okAnswerSchema,
  handle: ({ identity, params }) =>
    answerKnownErrors(async () => {
      await saveUserInventoryHeaders(getPortalRuntime().handle.db, identity.user.id, params.header);
      return { status: 'OK' as const };
    }),
});

/** `/getInventoryBHA`: the caller's BHA tools and the slot map of each rack holding them. */
export const getInventoryBHA = defineApiCall({
  name: 'getInventoryBHA',
  method: 'GET',
  access: 'signed-in',
  cacheable: true,
  route: 'inventory',
  summary: "The caller's BHA tools with their latest report, and per rack the tools in each slot.",
  params: z.object({ username }),
  answer: bhaInventoryAnswerSchema,
  handle: ({ scoped }) => bhaInventory(scoped),
});

/** The `view` parameter of /getInventoryPDF: JSON of core's InventoryReportView, or absent. */
function parseView(text: string | undefined): InventoryReportView | undefined {
  if (text === undefined || text === '') return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw apiJson(
      { message: "view must be JSON: the inventory screen's site, query, filters, sorting and columns" },
      400,
    );
  }
  const parsed = inventoryReportViewSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw apiJson({ message: `view.${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}` }, 400);
  }
  return parsed.data;
}

/**
 * `/getInventoryPDF`: a link to the inventory report of one of the caller's assets (or the fleet), printed
 * as the caller's screen shows it when `view` is given (site, search, filters, sort, chosen columns). The
 * view only narrows the rows of the caller's own scope; its columns are the screen's for the caller's
 * customer, read here on the server.
 */
export const getInventoryPDF = defineApiCall({
  name: 'getInventoryPDF',
  method: 'GET',
  access: 'signed-in',
  route: 'inventory',
  summary:
    "A link to the inventory report of an asset in the caller's list ('Fleet Inventory' for all), as the screen's view shows it.",
  params: z.object({
    username,
    asset: z.string().min(1, 'an asset name or Fleet Inventory'),
    view: z.string().optional(),
  }),
  answer: pdfLinkAnswerSchema,
  handle: (call) => {
    const view = parseView(call.params.view);
    let scoped: ScopedDb;
    try {
      scoped = scopedForAsset(getPortalRuntime().handle, call.identity, call.params.asset);
    } catch (error) {
      if (error instanceof ScopeError)
        throw apiJson({ message: 'This asset is not in your asset list' }, 403);
      throw error;
    }
    const { rangeColumn, stringNumberLabel, inspectionDateColouring } = inventoryScreenOptions(call.identity);
    const columns = {
      rangeColumn,
      stringNumberLabel,
      inspectionDateColouring,
      fleet: call.params.asset === FLEET_INVENTORY || call.identity.user.isAdmin,
    };
    return answerKnownErrors(() =>
      documentLinkAnswer(
        call,
        'pdflink',
        { kind: 'inventory-report-pdf', asset: call.params.asset, columns, ...(view ? { view } : {}) },
        scoped,
      ),
    );
  },
});
