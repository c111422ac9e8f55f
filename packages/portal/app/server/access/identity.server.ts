import type { Session, SessionUser } from '@rigready/core';
import { createInitialSession } from '@rigready/core';
import type { StoredSession } from '../auth/session-store.server.js';
import { currentDataGeneration } from '../db/data-generation.server.js';
import type { DatabaseHandle } from '../db/database.server.js';
import { noteRequestUser } from '../observability/request-scope.server.js';
import type { Actor } from '../scoping/actor.server.js';
import { assetChoices, resolveAssetChoice } from './asset-choices.server.js';
import { parsePipeType } from './pipe-type.server.js';

type CustomerFeatures = SessionUser['features'];
type UserFlags = SessionUser['flags'];

/** A portal account as the identity layer reads it (JSON columns parsed). */
export interface UserRecord {
  id: string;
  email: string;
  name: string | null;
  customer: string | null;
  isAdmin: boolean;
  /** Administers the users of its own customer; always false for a provider admin. */
  customerAdmin: boolean;
  /** When the account was disabled, or null. A disabled account has no identity. */
  disabledAt: string | null;
  routesList: string[];
  assets: string[];
  excludedAssets: string[];
  flags: UserFlags;
}

/** The customer a session acts for: its name, its assets and its features. */
export interface CustomerRecord {
  customer: string;
  assets: string[];
  features: CustomerFeatures;
}

/**
 * Who is asking, decided on the server from a live session: the account, the session, the {@link Actor}
 * that scopes every query, and the core {@link Session} that core's guard and drawer read.
 *
 * @example
 * const { actor, user } = await requireUser(request);
 */
export interface Identity {
  session: StoredSession;
  user: UserRecord;
  /** The customer the session acts for: the viewed customer for an admin viewing as one, else the user's. */
  customer: CustomerRecord | null;
  actor: Actor;
  coreSession: Session;
}

function jsonList(text: string | null | undefined): string[] {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

function jsonObject<T>(text: string | null | undefined): T {
  try {
    const value: unknown = JSON.parse(text ?? '{}');
    return (value && typeof value === 'object' && !Array.isArray(value) ? value : {}) as T;
  } catch {
    return {} as T;
  }
}

/**
 * Reads an account by id, or null.
 *
 * @example
 * const user = await findUserById(handle, session.userId);
 */
export async function findUserById(handle: DatabaseHandle, id: string): Promise<UserRecord | null> {
  const row = await handle.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    customer: row.Customer,
    isAdmin: Number(row.is_admin) === 1,
    customerAdmin: Number(row.is_admin) !== 1 && Number(row.customer_admin) === 1,
    disabledAt: row.disabled_at ?? null,
    routesList: jsonList(row.routes_list),
    assets: jsonList(row.assets),
    excludedAssets: jsonList(row.excluded_assets),
    flags: jsonObject<UserFlags>(row.flags),
  };
}

/**
 * Reads a customer by name, or null.
 *
 * @example
 * const northwind = await findCustomer(handle, 'Northwind Drilling');
 */
export async function findCustomer(handle: DatabaseHandle, name: string): Promise<CustomerRecord | null> {
  const row = await handle.db
    .selectFrom('customers')
    .select(['customer', 'assets', 'features'])
    .where('customer', '=', name)
    .executeTakeFirst();
  if (!row) return null;
  return {
    customer: row.customer as string,
    assets: jsonList(row.assets as string | null),
    features: jsonObject<CustomerFeatures>(row.features as string | null),
  };
}

/** The account and customer rows read at one data generation (any write to either table changes it). */
interface RowsAt {
  generation: string;
  users: Map<string, Promise<UserRecord | null>>;
  customers: Map<string, Promise<CustomerRecord | null>>;
}

const rowsByHandle = new WeakMap<DatabaseHandle, RowsAt>();

function frozen<T extends object>(record: T | null): T | null {
  if (!record) return null;
  for (const value of Object.values(record)) if (value && typeof value === 'object') Object.freeze(value);
  return Object.freeze(record);
}

/**
 * Every request reads its session afresh (sign-out and expiry take effect at once), but the account and
 * the customer behind it only when the data generation moved: the same few rows were read on every
 * request. Rows read after the generation are at least as new as it. Shared between requests, so frozen.
 */
async function rowsAt(handle: DatabaseHandle): Promise<RowsAt> {
  const generation = await currentDataGeneration(handle);
  let rows = rowsByHandle.get(handle);
  if (rows?.generation !== generation) {
    rows = { generation, users: new Map(), customers: new Map() };
    rowsByHandle.set(handle, rows);
  }
  return rows;
}

function remembered<T>(entries: Map<string, Promise<T>>, key: string, read: () => Promise<T>): Promise<T> {
  let entry = entries.get(key);
  if (!entry) {
    entry = read();
    entries.set(key, entry);
    entry.catch(() => entries.delete(key));
  }
  return entry;
}

/**
 * Builds the {@link Identity} of a live session: the account, the acting customer (view-as only for an
 * admin), the actor narrowed to the session's chosen asset (or the fleet), and the core session with that
 * choice and the chosen pipe type. Null when the account is gone or disabled.
 *
 * @example
 * const identity = await loadIdentity(handle, session);
 */
export async function loadIdentity(handle: DatabaseHandle, session: StoredSession): Promise<Identity | null> {
  const rows = await rowsAt(handle);
  const customerNamed = (name: string) =>
    remembered(rows.customers, name, async () => frozen(await findCustomer(handle, name)));
  const user = await remembered(rows.users, session.userId, async () =>
    frozen(await findUserById(handle, session.userId)),
  );
  if (!user || user.disabledAt !== null) return null;
  noteRequestUser(user.id);
  const viewAs = user.isAdmin && session.actingCustomer ? await customerNamed(session.actingCustomer) : null;
  const own = user.customer ? await customerNamed(user.customer) : null;
  const customer = viewAs ?? own;
  const choice = resolveAssetChoice(assetChoices(user, customer, viewAs !== null), session.currentAsset);
  const actor: Actor = {
    userId: user.id,
    email: user.email,
    customer: user.isAdmin ? null : user.customer,
    isAdmin: user.isAdmin,
    actingCustomer: viewAs?.customer ?? null,
    allowedAssets: user.isAdmin ? [] : user.assets,
    excludedAssets: user.isAdmin ? [] : user.excludedAssets,
    selection: choice.fleet ? { kind: 'fleet' } : { kind: 'asset', asset: choice.currentAsset },
    routesList: user.isAdmin ? [] : user.routesList,
  };
  const assetlist = user.isAdmin ? [] : user.assets;
  const coreSession: Session = {
    ...createInitialSession(),
    status: 'signedIn',
    user: {
      email: user.email,
      username: user.isAdmin ? (user.name ?? user.email) : (user.customer ?? ''),
      assetlist,
      excludedAssets: actor.excludedAssets,
      routeslist: [...actor.routesList],
      isAdmin: user.isAdmin,
      customerAdmin: user.customerAdmin,
      features: own?.features ?? {},
      flags: user.flags,
    },
    viewAs: viewAs
      ? { username: viewAs.customer, assetlist: viewAs.assets, features: viewAs.features }
      : null,
    fleet: choice.fleet,
    currentAsset: choice.currentAsset,
    pipeType: parsePipeType(session.pipeType) ?? 'Tubular',
  };
  return { session, user, customer, actor, coreSession };
}
