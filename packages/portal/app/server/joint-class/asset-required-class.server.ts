import type { Identity } from '../access/identity.server.js';
import { identityAssetChoices } from '../access/session-preferences.server.js';
import { writeAudit } from '../audit/audit-log.server.js';
import type { DatabaseHandle } from '../db/database.server.js';
import { jointKey } from './fleet-classes.server.js';

/** The classes an asset may require of its joints, best first; an asset may also require none. */
export const REQUIRED_CLASSES = ['Premium', 'Class 2'] as const;

/** A class an asset requires. */
export type RequiredClass = (typeof REQUIRED_CLASSES)[number];

/** The value of the setting that clears an asset's required class. */
export const NO_REQUIRED_CLASS = 'none';

/** A required class that cannot be set: `status` is the HTTP status to answer with. */
export class RequiredClassError extends Error {
  override name = 'RequiredClassError';
  constructor(
    message: string,
    readonly status: 400 | 403,
  ) {
    super(message);
  }
}

/**
 * The required class of every asset of the given customers that has one, keyed by `jointKey(customer,
 * asset)`, so a joint finds its own customer's setting and never another's of the same asset name.
 *
 * @example
 * const required = await requiredClassesOf(handle, ['Kestrel Drilling']);
 * required.get(jointKey('Kestrel Drilling', 'Rig K1')); // 'Premium'
 */
export async function requiredClassesOf(
  handle: DatabaseHandle,
  customers: readonly string[],
): Promise<Map<string, RequiredClass>> {
  if (customers.length === 0) return new Map();
  const rows = await handle.db
    .selectFrom('asset_required_classes')
    .select(['Customer', 'Asset', 'required_class'])
    .where('Customer', 'in', [...customers])
    .execute();
  return new Map(rows.map((row) => [jointKey(row.Customer, row.Asset), row.required_class]));
}

/** What {@link setAssetRequiredClass} did: `changed` is false when the asset already required that. */
export interface RequiredClassChange {
  asset: string;
  requiredClass: RequiredClass | null;
  changed: boolean;
}

/**
 * Whether the caller may set required classes: a customer's user who is not a guest (a guest has a route
 * list), or an admin viewing as a customer.
 *
 * @example
 * maySetRequiredClass(identity); // false for a guest
 */
export function maySetRequiredClass(identity: Identity): boolean {
  return identity.customer !== null && identity.user.routesList.length === 0;
}

function readRequiredClass(value: string): RequiredClass | null {
  if (value === NO_REQUIRED_CLASS) return null;
  if ((REQUIRED_CLASSES as readonly string[]).includes(value)) return value as RequiredClass;
  throw new RequiredClassError(
    `required class must be one of ${[...REQUIRED_CLASSES, NO_REQUIRED_CLASS].join(', ')}; got ${JSON.stringify(value)}`,
    400,
  );
}

/**
 * Sets the class one asset of the caller's customer requires (`Premium`, `Class 2`, or `none` to clear
 * it), as a customer's user or an admin viewing as the customer; a guest may not. The asset must be one the
 * caller may choose. A change is audited (`required-class.set`, before and after); setting what is already
 * set writes nothing.
 *
 * @throws {@link RequiredClassError} naming what is wrong: 403 for a guest or an admin viewing no customer,
 * 400 for a class not among the values or an asset not the caller's (whose name is not repeated).
 * @example
 * await setAssetRequiredClass(handle, identity, { asset: 'Rig K1', requiredClass: 'Premium' }, new Date());
 * // { asset: 'Rig K1', requiredClass: 'Premium', changed: true }
 */
export async function setAssetRequiredClass(
  handle: DatabaseHandle,
  identity: Identity,
  input: { asset: string; requiredClass: string },
  now: Date,
): Promise<RequiredClassChange> {
  const customer = identity.customer?.customer;
  if (!customer)
    throw new RequiredClassError('View the portal as a customer to set its required classes', 403);
  if (identity.user.routesList.length > 0)
    throw new RequiredClassError("A guest may not set an asset's required class", 403);
  const requiredClass = readRequiredClass(input.requiredClass);
  if (!identityAssetChoices(identity).assets.includes(input.asset))
    throw new RequiredClassError('asset must be one of your rigs or fields', 400);
  return handle.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('asset_required_classes')
      .select('required_class')
      .where('Customer', '=', customer)
      .where('Asset', '=', input.asset)
      .executeTakeFirst();
    const was = before?.required_class ?? null;
    if (was === requiredClass) return { asset: input.asset, requiredClass, changed: false };
    if (requiredClass === null)
      await trx
        .deleteFrom('asset_required_classes')
        .where('Customer', '=', customer)
        .where('Asset', '=', input.asset)
        .execute();
    else
      await trx
        .insertInto('asset_required_classes')
        .values({
          Customer: customer,
          Asset: input.asset,
          required_class: requiredClass,
          updated_by: identity.user.id,
          updated_at: now.toISOString(),
        })
        .onConflict((conflict) =>
          conflict.columns(['Customer', 'Asset']).doUpdateSet({
            required_class: requiredClass,
            updated_by: identity.user.id,
            updated_at: now.toISOString(),
          }),
        )
        .execute();
    await writeAudit(
      { ...handle, db: trx },
      {
        action: 'required-class.set',
        actorUserId: identity.user.id,
        customer,
        details: {
          asset: input.asset,
          from: was ?? NO_REQUIRED_CLASS,
          to: requiredClass ?? NO_REQUIRED_CLASS,
        },
      },
      now,
    );
    return { asset: input.asset, requiredClass, changed: true };
  });
}
