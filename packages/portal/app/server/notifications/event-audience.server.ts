import { createInitialSession, matchRoute, routeVerdict, type Session } from '@rigready/core';
import { findUserById, type UserRecord } from '../access/identity.server.js';
import { whyNeverActs } from '../actions/action-permissions.server.js';
import { contractTables } from '../db/contract-tables.server.js';
import type { DatabaseHandle } from '../db/database.server.js';
import type { NotificationEmail, NotificationEventsTable } from '../db/schema.server.js';
import { type Actor, FLEET_INVENTORY } from '../scoping/actor.server.js';
import { rowInScope, scopeRules } from '../scoping/scope-rules.server.js';
import { notificationPreferences } from './notification-settings.server.js';

/** One user who hears of an event, and how it is mailed to them. */
export interface Listener {
  userId: string;
  email: NotificationEmail;
}

function fleetActor(user: UserRecord): Actor {
  return {
    userId: user.id,
    email: user.email,
    customer: user.customer,
    isAdmin: false,
    actingCustomer: null,
    allowedAssets: user.assets,
    excludedAssets: user.excludedAssets,
    selection: { kind: 'fleet' },
    routesList: user.routesList,
  };
}

/** The user's session as core's guard judges it: whether the user may open the event's screen. */
function opensScreen(user: UserRecord, link: string): boolean {
  const route = matchRoute(link);
  if (!route) return false;
  const session: Session = {
    ...createInitialSession(),
    status: 'signedIn',
    user: {
      email: user.email,
      username: user.customer ?? '',
      assetlist: user.assets,
      excludedAssets: user.excludedAssets,
      routeslist: user.routesList,
      isAdmin: false,
      features: {},
      flags: user.flags,
    },
    fleet: true,
  };
  return routeVerdict(route, session).kind === 'proceed';
}

/**
 * The tables of customer actions. Their events carry the asset of the request's joints or tools, and are
 * told to the customer's own users who act: never to guests, who read only their route list's screens.
 */
const ACTION_ENTITIES: ReadonlySet<string> = new Set(['requests', 'approvals']);

/**
 * Whether an event's asset scopes it. A request's or an approval's event has the asset its joints and
 * tools share; one that spans assets (or has none) is customer-wide here, and its listeners were checked
 * against every asset when it was derived ({@link reachesAssets}).
 */
function scopedByAsset(event: NotificationEventsTable): boolean {
  if (ACTION_ENTITIES.has(event.entity)) return event.asset !== null;
  const table = contractTables[event.entity as keyof typeof contractTables] as
    | { assetColumn?: string }
    | undefined;
  return table?.assetColumn !== undefined;
}

/**
 * Whether a user may be told of an event: the event is in the user's scope as the scoped db would judge
 * its records (customer, allowed and excluded assets, in fleet view), and the user's route list opens the
 * screen that shows it; an event of a request or an approval is told to the customer's own users who act,
 * never to a guest. Admins hear of nothing: they have no customer of their own.
 *
 * @example
 * mayHearOf(user, event); // false for another customer's event, or one of an excluded asset
 */
export function mayHearOf(user: UserRecord, event: NotificationEventsTable): boolean {
  if (user.isAdmin || !user.customer) return false;
  const rules = scopeRules(fleetActor(user));
  if (!rowInScope(rules, event.customer, event.asset, scopedByAsset(event))) return false;
  return ACTION_ENTITIES.has(event.entity) ? whyNeverActs(user) === null : opensScreen(user, event.link);
}

/**
 * Whether every one of `assets` (a request's joints' and tools' assets; null for one without) lies within
 * the user's assets in fleet view, as a request's page judges whether the user reaches it.
 *
 * @example
 * reachesAssets(user, 'Northwind Drilling', ['Rig A', 'Rig B']); // false for a user of Rig B alone
 */
export function reachesAssets(
  user: UserRecord,
  customer: string,
  assets: readonly (string | null)[],
): boolean {
  const rules = scopeRules(fleetActor(user));
  return assets.every((asset) => rowInScope(rules, customer, asset, true));
}

/** The assets a user chose to hear of, with the marker of the fleet view left out. */
function chosenAsset(assets: readonly string[] | null, asset: string | null): boolean {
  if (assets === null || asset === null) return true;
  return assets.filter((name) => name !== FLEET_INVENTORY).includes(asset);
}

/** A further rule an event's listener must pass, beyond {@link mayHearOf} and the user's choices. */
export type AlsoHears = (user: UserRecord, event: NotificationEventsTable) => Promise<boolean>;

/**
 * Everyone who hears of each event: the customer's users who may (see {@link mayHearOf}), chose its kind
 * and asset and pass `also` when given, with how each gets it by mail. A disabled account hears of nothing.
 *
 * @example
 * const listeners = await eventAudience(handle, events); // Map of event id to listeners
 */
export async function eventAudience(
  handle: DatabaseHandle,
  events: readonly NotificationEventsTable[],
  also?: AlsoHears,
): Promise<Map<string, Listener[]>> {
  const audience = new Map<string, Listener[]>();
  const customers = [...new Set(events.map((event) => event.customer))];
  for (const customer of customers) {
    const ids = await handle.db
      .selectFrom('users')
      .select('id')
      .where('Customer', '=', customer)
      .where('is_admin', '=', 0)
      .where('disabled_at', 'is', null)
      .execute();
    for (const { id } of ids) {
      const user = await findUserById(handle, id);
      if (!user) continue;
      const preferences = await notificationPreferences(handle.db, user.id, user.customer);
      for (const event of events) {
        if (event.customer !== customer || !preferences.kinds.includes(event.kind)) continue;
        if (!chosenAsset(preferences.assets, event.asset) || !mayHearOf(user, event)) continue;
        if (also && !(await also(user, event))) continue;
        const listeners = audience.get(event.id) ?? [];
        listeners.push({ userId: user.id, email: preferences.email });
        audience.set(event.id, listeners);
      }
    }
  }
  return audience;
}
