import { type BhaInventoryRow, inspectionDueStatus, isInventoryCountColumn } from '@rigready/core';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { InventoryScreen } from '../../components/inventory/inventory-screen.js';
import type { Identity } from '../../server/access/identity.server.js';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { withCertificateLinks } from '../../server/documents/links/certificate-links.server.js';
import { readForm } from '../../server/http/read-form.server.js';
import { cachedFleetJointClasses } from '../../server/joint-class/cached-fleet-classes.server.js';
import { readClassMarking } from '../../server/joint-class/class-marking-setting.server.js';
import { inventoryClassFigures } from '../../server/pages/inventory-class-figures.server.js';
import { jointListForPage, readInspectionFilter } from '../../server/pages/joint-list-page.server.js';
import { keptInventoryRows } from '../../server/pages/kept-inventory-rows.server.js';
import { pageScope } from '../../server/pages/page-scope.server.js';
import { getPortalRuntime } from '../../server/runtime/portal-runtime.server.js';
import { readClock } from '../../server/runtime/read-clock.server.js';
import { bhaInventory } from '../../server/services/bha-inventory.server.js';
import { type ClassedPipeRow, classedPipeRows } from '../../server/services/classed-pipe-rows.server.js';
import { serialsInCell } from '../../server/services/inventory-drilldown.server.js';
import {
  DEFAULT_INVENTORY_HEADERS,
  InventoryHeaderError,
  saveUserInventoryHeaders,
  userInventoryHeaders,
} from '../../server/services/inventory-headers.server.js';
import { inventoryScreenOptions } from '../../server/services/inventory-screen-options.server.js';
import { toPipeRow } from '../../server/services/pipe-rows.server.js';
import type { TubularInventoryRow } from '../../shared/tubular-inventory-columns.js';
import type { Route } from './+types/inventory';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Inventory · rigready' }];
}

// The rows with their certificate links, the same as the /api/getInventory answer gives.
async function tubularRows(identity: Identity): Promise<TubularInventoryRow[]> {
  const runtime = getPortalRuntime();
  const rows = await keptInventoryRows(runtime.handle, pageScope(identity));
  return withCertificateLinks(identity, rows, runtime.now());
}

// The rows are a deferred promise: the page (and its time to first byte) does not wait for the count of a
// whole fleet, which streams in behind the shell.
export async function loader({ request }: Route.LoaderArgs) {
  const identity = await requirePageUser(request);
  const runtime = getPortalRuntime();
  const { coreSession, customer, user } = identity;
  const common = {
    fleet: coreSession.fleet || user.isAdmin,
    asset: coreSession.currentAsset,
    clock: readClock(runtime),
  };
  const params = new URL(request.url).searchParams;
  if (coreSession.pipeType === 'BHA') {
    // ?inspection=due|overdue keeps the tools the home page counts as coming due or overdue.
    const inspection = readInspectionFilter(params);
    return {
      ...common,
      pipeType: 'BHA' as const,
      inspection,
      bha: bhaInventory(pageScope(identity)).then(({ data }) =>
        (data as BhaInventoryRow[]).filter(
          (row) =>
            inspection === null ||
            (!!row.Last_Inspection_Date &&
              inspectionDueStatus(row.Last_Inspection_Date, common.clock.today) === inspection),
        ),
      ),
    };
  }
  // The list and counts first: a bad filter answers 400 before the rows' query starts.
  const jointList = await jointListForPage(identity, params);
  const classes = await cachedFleetJointClasses(runtime.handle, pageScope(identity), runtime.env.jointClass);
  const saved = await userInventoryHeaders(runtime.handle.db, user.id);
  const isDefault =
    saved.length === DEFAULT_INVENTORY_HEADERS.length &&
    saved.every((header, index) => header.value === DEFAULT_INVENTORY_HEADERS[index]?.value);
  return {
    ...common,
    pipeType: 'Tubular' as const,
    username: customer?.customer ?? user.email,
    savedColumns: isDefault ? null : saved.map((header) => header.value),
    savedWidths: Object.fromEntries(
      saved.flatMap((header) => (header.width === undefined ? [] : [[header.value, header.width]])),
    ) as Record<string, number>,
    options: inventoryScreenOptions(identity),
    rows: tubularRows(identity),
    jointList,
    ...inventoryClassFigures(classes),
    classMarking: await readClassMarking(runtime.handle),
  };
}

/** What the inventory's actions answer. */
export type InventoryActionAnswer =
  | { ok: true; intent: 'saveColumns'; columns: string[] }
  | { ok: true; intent: 'cell'; rows: ClassedPipeRow[] }
  | { ok: false; message: string };

// Two intents: save the chosen columns and their widths (the same service as
// /api/setUserInventoryHeader), and list the
// joints behind one count cell of one row (its item, asset and site), so a fleet row's drill-down lists
// exactly the joints it counts, each with its class.
export async function action({ request }: Route.ActionArgs): Promise<InventoryActionAnswer> {
  const identity = await requirePageUser(request);
  const runtime = getPortalRuntime();
  const form = await readForm(request);
  const intent = form.get('intent');
  if (intent === 'saveColumns') {
    try {
      const columns = JSON.parse(String(form.get('columns') ?? '[]')) as unknown;
      if (!Array.isArray(columns) || !columns.every((value) => typeof value === 'string'))
        return { ok: false, message: 'columns must be a JSON list of column names' };
      const widths = JSON.parse(String(form.get('widths') ?? '{}')) as unknown;
      if (typeof widths !== 'object' || widths === null || Array.isArray(widths))
        return { ok: false, message: 'widths must be a JSON object of column names and pixels' };
      const saved = await saveUserInventoryHeaders(
        runtime.handle.db,
        identity.user.id,
        columns.map((value) => ({ value, width: (widths as Record<string, unknown>)[value] })),
      );
      return { ok: true, intent, columns: saved.map((header) => header.value) };
    } catch (error) {
      if (error instanceof InventoryHeaderError || error instanceof SyntaxError)
        return { ok: false, message: error.message };
      throw error;
    }
  }
  if (intent === 'cell') {
    const column = String(form.get('column') ?? '');
    const itemNo = String(form.get('Item_No') ?? '');
    if (!isInventoryCountColumn(column)) return { ok: false, message: `Unknown inventory column: ${column}` };
    if (itemNo === '') return { ok: false, message: 'Item_No is required' };
    const optional = (name: string) => {
      const value = form.get(name);
      return value === null || value === '' ? null : String(value);
    };
    const customer = optional('Customer');
    const scoped = pageScope(identity);
    const serials = await serialsInCell(scoped, {
      Item_No: itemNo,
      Asset: optional('Asset'),
      Site: optional('Site'),
      column,
      ...(customer ? { Customer: customer } : {}),
    });
    return {
      ok: true,
      intent,
      rows: await classedPipeRows(scoped, runtime.env.jointClass, serials.map(toPipeRow)),
    };
  }
  return { ok: false, message: `Unknown intent: ${String(intent)}` };
}

// The page's own calls (drill-downs, saving columns) change nothing the loader shows.
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formAction === '/inventory' ? false : defaultShouldRevalidate;
}

export default function Inventory({ loaderData }: Route.ComponentProps) {
  return <InventoryScreen data={loaderData} />;
}
