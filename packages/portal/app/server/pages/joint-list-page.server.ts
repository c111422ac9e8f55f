import {
  calendarDay,
  formatDate,
  INVENTORY_COUNT_COLUMNS,
  inspectionDueBounds,
  isInventoryCountColumn,
  locationLabel,
} from '@rigready/core';
import { data } from 'react-router';
import type { Identity } from '../access/identity.server.js';
import { jointsBelowRequiredClass } from '../joint-class/below-required-class.server.js';
import { cachedFleetJointClasses, jointClassesOf } from '../joint-class/cached-fleet-classes.server.js';
import {
  droppingBelowPremium,
  PREMIUM_HORIZON_MONTHS,
} from '../joint-class/dropping-below-premium.server.js';
import { classLookup, jointKey, NOT_CLASSED } from '../joint-class/fleet-classes.server.js';
import { getPortalRuntime } from '../runtime/portal-runtime.server.js';
import { type JointSelection, listJoints } from '../services/joint-lists.server.js';
import type { PipeRow } from '../services/pipe-rows.server.js';
import { CLASS_FILTERS, type ClassFilter, jointsOfClass, readClassFilter } from './class-filter.server.js';
import { pageScope } from './page-scope.server.js';

/** The joints a URL asks /inventory to list, and the list's title. */
export interface JointListForPage {
  title: string;
  /** The joints, each with the class of its latest inspection (`Not classed` when it has none). */
  rows: (PipeRow & { Class: string })[];
}

const INSPECTION_FILTERS = ['due', 'overdue'] as const;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function badRequest(message: string): never {
  throw data({ message }, { status: 400 });
}

/**
 * The `inspection` filter of an inventory URL (`due` or `overdue`), null when absent.
 *
 * @throws a 400 answer naming the allowed values for any other value.
 * @example
 * readInspectionFilter(new URLSearchParams('inspection=overdue')); // 'overdue'
 */
export function readInspectionFilter(params: URLSearchParams): 'due' | 'overdue' | null {
  const value = params.get('inspection');
  if (value === null) return null;
  if ((INSPECTION_FILTERS as readonly string[]).includes(value)) return value as 'due' | 'overdue';
  return badRequest(`inspection must be due or overdue; got ${JSON.stringify(value)}`);
}

/** The title of the list of joints whose wall leaves Premium within the home page's horizon. */
const DROPPING_TITLE = `Dropping below Premium in the next ${PREMIUM_HORIZON_MONTHS} months`;

/** Whether an inventory URL asks for the joints dropping below Premium (`?dropping=premium`). */
function readDroppingFilter(params: URLSearchParams): boolean {
  const value = params.get('dropping');
  if (value === null) return false;
  if (value === 'premium') return true;
  return badRequest(`dropping must be premium; got ${JSON.stringify(value)}`);
}

/** The title of the list of joints below the class their asset requires. */
const BELOW_REQUIRED_TITLE = "Joints below their asset's required class";

/** Whether an inventory URL asks for the joints below their asset's required class (`?below=required`). */
function readBelowFilter(params: URLSearchParams): boolean {
  const value = params.get('below');
  if (value === null) return false;
  if (value === 'required') return true;
  return badRequest(`below must be required; got ${JSON.stringify(value)}`);
}

// The item and asset of the URL are named only when the list has rows, which are the caller's own: a
// title never repeats another customer's asset or item number back.
function titleOf(
  selection: JointSelection,
  found: boolean,
  expires: string | null,
  classFilter: ClassFilter | null,
): string {
  const inspection = selection.inspection
    ? selection.inspection.status === 'due'
      ? 'Inspection coming due'
      : 'Inspection overdue'
    : expires
      ? `Inspection expires ${formatDate(expires)}`
      : null;
  const jointClass = classFilter === null ? null : (CLASS_FILTERS[classFilter] ?? NOT_CLASSED);
  return [
    selection.location
      ? locationLabel(selection.location)
      : selection.inspection || jointClass
        ? 'Joints in service'
        : null,
    inspection,
    jointClass,
    found ? selection.itemNo : null,
    found ? selection.asset : null,
    found && selection.stringNumber ? `String ${selection.stringNumber}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The joint selection of an /inventory URL on `today` (the provider's day): `location` (an inventory
 * count column such as Rig_Ready or Machining), `item`, `asset`, `string` (a string number), `inspection` (`due` within 30 days or
 * `overdue`, among the joints in service when no location is given) and `expires` (a day: the joints
 * whose inspection expires then, in any location, as an inspection reminder counts them). Null when the
 * URL asks for no list.
 *
 * @throws a 400 answer that names the parameter for an unknown location, inspection value or day.
 * @example
 * jointSelectionOf(new URLSearchParams('expires=2026-04-01&asset=Rig+A'), '2026-03-03');
 * // { asset: 'Rig A', expiresOn: { overdueBefore: '2025-10-01', dueBefore: '2025-10-02' } }
 */
export function jointSelectionOf(params: URLSearchParams, today: string): JointSelection | null {
  const location = params.get('location');
  const itemNo = params.get('item');
  const asset = params.get('asset');
  const stringNumber = params.get('string');
  const expires = params.get('expires');
  const inspection = readInspectionFilter(params);
  if (
    location === null &&
    itemNo === null &&
    asset === null &&
    stringNumber === null &&
    inspection === null &&
    expires === null
  )
    return null;
  if (location !== null && !isInventoryCountColumn(location))
    badRequest(
      `location must be one of ${Object.keys(INVENTORY_COUNT_COLUMNS).join(', ')}; got ${JSON.stringify(location)}`,
    );
  if (expires !== null && !ISO_DAY.test(expires))
    badRequest(`expires must be a day as YYYY-MM-DD; got ${JSON.stringify(expires)}`);
  return {
    ...(location !== null && isInventoryCountColumn(location) ? { location } : {}),
    ...(itemNo ? { itemNo } : {}),
    ...(asset ? { asset } : {}),
    ...(stringNumber ? { stringNumber } : {}),
    ...(inspection ? { inspection: { status: inspection, bounds: inspectionDueBounds(today) } } : {}),
    ...(expires ? { expiresOn: inspectionDueBounds(expires, 0) } : {}),
  };
}

/**
 * The joint list an /inventory URL opens (what a home figure or a notification links to), in the caller's
 * scope: the selection of {@link jointSelectionOf}, narrowed by `class` (`premium`, `class-2`, `reject`,
 * `none`: the class of the joint's latest inspection), `dropping=premium` (Premium joints whose wall
 * trend leaves Premium within six months) and `below=required` (joints below the class their asset
 * requires, by their own customer's setting). Null when the URL asks for no list.
 *
 * @throws a 400 answer that names the parameter for an unknown location, inspection, day or class value.
 * @example
 * await jointListForPage(identity, new URLSearchParams('location=Rig_Ready&item=550DP.12'));
 * // { title: 'Rig Ready · 550DP.12', rows: [...] }
 */
export async function jointListForPage(
  identity: Identity,
  params: URLSearchParams,
): Promise<JointListForPage | null> {
  const runtime = getPortalRuntime();
  const today = calendarDay(runtime.now(), runtime.env.timeZone);
  const classFilter = readClassFilter(params);
  const dropping = readDroppingFilter(params);
  const below = readBelowFilter(params);
  const selection =
    jointSelectionOf(params, today) ?? (classFilter !== null || dropping || below ? {} : null);
  if (selection === null) return null;
  const scoped = pageScope(identity);
  let rows = await listJoints(scoped, selection);
  // A class filter needs every joint's class (the scope's kept ones); otherwise the listed joints' are enough.
  const wide = classFilter !== null || dropping || below;
  const classes = wide
    ? await cachedFleetJointClasses(runtime.handle, scoped, runtime.env.jointClass)
    : await jointClassesOf(
        runtime.handle,
        scoped,
        runtime.env.jointClass,
        rows.map((row) => row.Serial_Number),
      );
  if (wide) {
    const keys = new Set(
      dropping
        ? droppingBelowPremium(classes, today).map((joint) => jointKey(joint.customer, joint.serial))
        : [],
    );
    const belowKeys = below
      ? new Set(
          (await jointsBelowRequiredClass(runtime.handle, classes)).map((joint) =>
            jointKey(joint.customer, joint.serial),
          ),
        )
      : null;
    const ofClass = classFilter === null ? null : jointsOfClass(classes, classFilter);
    rows = rows.filter((row) => {
      const key = jointKey(row.Customer_Name, row.Serial_Number);
      return (
        (!dropping || keys.has(key)) &&
        (belowKeys === null || belowKeys.has(key)) &&
        (ofClass === null || ofClass.has(key))
      );
    });
  }
  const classOf = classLookup(classes);
  const classed = rows.map((row) => ({ ...row, Class: classOf(row.Customer_Name, row.Serial_Number) }));
  const title = titleOf(selection, rows.length > 0, params.get('expires'), classFilter);
  return {
    title: [title, dropping ? DROPPING_TITLE : null, below ? BELOW_REQUIRED_TITLE : null]
      .filter(Boolean)
      .join(' · '),
    rows: classed,
  };
}
