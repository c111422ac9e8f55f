import { type Kysely, type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { type ContractTableName, contractTables } from '../db/contract-tables.server.js';
import type { DatabaseHandle, DialectName } from '../db/database.server.js';
import type { Database } from '../db/schema.server.js';
import type { Actor } from './actor.server.js';
import { type ScopeRules, scopeRules } from './scope-rules.server.js';

type OwnedBy<O> = {
  [T in ContractTableName]: (typeof contractTables)[T]['owner'] extends O ? T : never;
}[ContractTableName];

/** Tables whose rows belong to one customer: reachable only through {@link ScopedDb.selectFrom}. */
export type CustomerTableName = OwnedBy<'customer'>;

/** The provider's own tables (racks, provider-wide certificates): not tenant data. */
export type ProviderTableName = OwnedBy<'provider'> | 'provider_certificates';

/** The tables a scoped query may name: its own customer table and the provider's tables, nothing else. */
export type ScopedView<T extends CustomerTableName> = Pick<Database, T | ProviderTableName>;

/** A scoped SELECT over one customer table, with the actor's predicates already applied. */
// biome-ignore lint/complexity/noBannedTypes: {} is Kysely's "nothing selected yet".
export type ScopedSelect<T extends CustomerTableName> = SelectQueryBuilder<ScopedView<T>, T, {}>;

/** Every customer-owned table, for tests and tools that must cover them all. */
export const CUSTOMER_TABLES = (Object.keys(contractTables) as ContractTableName[]).filter(
  (table): table is CustomerTableName => contractTables[table].owner === 'customer',
);

function tenantColumn(table: CustomerTableName): string {
  return table === 'customers' ? 'customer' : 'Customer';
}

function assetColumn(table: CustomerTableName): string | null {
  const spec = contractTables[table] as { assetColumn?: string };
  return spec.assetColumn ?? null;
}

function inList(values: readonly string[]): RawBuilder<unknown> {
  return sql`(${sql.join(values.map((value) => sql`${value}`))})`;
}

/**
 * The one place tenant predicates are written: customer, asset selection and excluded assets, over a
 * row's tenant column and its asset column (null when its rows carry no asset).
 */
function predicateOver(rules: ScopeRules, tenantRef: string, assetRef: string | null): RawBuilder<SqlBool> {
  const parts: RawBuilder<unknown>[] = [];
  if (rules.customer !== null) parts.push(sql`${sql.ref(tenantRef)} = ${rules.customer}`);
  if (assetRef) {
    const ref = sql.ref(assetRef);
    if (rules.onlyAssets !== null) {
      parts.push(rules.onlyAssets.length > 0 ? sql`${ref} in ${inList(rules.onlyAssets)}` : sql`1 = 0`);
    }
    if (rules.excludedAssets.length > 0) {
      parts.push(sql`(${ref} is null or ${ref} not in ${inList(rules.excludedAssets)})`);
    }
  }
  return parts.length > 0 ? sql<SqlBool>`(${sql.join(parts, sql` and `)})` : sql<SqlBool>`1 = 1`;
}

/** {@link predicateOver} for one customer table (referred to as `table`, or by `alias`). */
function scopePredicate(
  rules: ScopeRules,
  table: CustomerTableName,
  alias: string = table,
): RawBuilder<SqlBool> {
  const asset = assetColumn(table);
  return predicateOver(rules, `${alias}.${tenantColumn(table)}`, asset ? `${alias}.${asset}` : null);
}

/** A scoped SELECT over record_changes, with the actor's predicates already applied. */
// biome-ignore lint/complexity/noBannedTypes: {} is Kysely's "nothing selected yet".
export type ScopedRecordChanges = SelectQueryBuilder<Pick<Database, 'record_changes'>, 'record_changes', {}>;

/** One occupied rack position; `own` is false for another customer's (or an out-of-scope) joint. */
export interface OccupiedPosition {
  Rack_Position: string;
  Position: number;
  own: boolean;
}

/**
 * The database as a service sees it: customer-owned tables only through {@link ScopedDb.selectFrom},
 * which applies the actor's tenant, asset and excluded-asset predicates; the provider's tables through
 * {@link ScopedDb.provider}. Services never receive the raw Kysely instance.
 *
 * @example
 * const scoped = createScopedDb(handle, actor);
 * const rows = await scoped.selectFrom('serials').select(['Serial_Number']).execute();
 */
export interface ScopedDb {
  readonly actor: Actor;
  readonly dialect: DialectName;
  readonly rules: ScopeRules;
  /** A SELECT over a customer-owned table with the actor's scope applied. */
  selectFrom<T extends CustomerTableName>(table: T): ScopedSelect<T>;
  /**
   * A SELECT over the change history imports recorded (record_changes), scoped by its `customer` and
   * `asset` columns as a customer table is by `Customer` and `Asset`.
   */
  selectRecordChanges(): ScopedRecordChanges;
  /** The provider's tables (racks, provider-wide certificates): no tenant data there. */
  readonly provider: Kysely<Pick<Database, ProviderTableName>>;
  /**
   * Which positions of the given racks hold a joint, and whether it is the actor's. Other customers'
   * joints are reduced to "occupied": no serial, item or customer leaves the database.
   */
  occupiedPositions(site: string, rackIds: readonly string[]): Promise<OccupiedPosition[]>;
}

/**
 * Binds a database handle to an actor. Throws {@link ScopeError} when the actor's selection is not
 * allowed (an asset outside its list, or excluded).
 *
 * @example
 * const scoped = createScopedDb(handle, actor);
 * await fleetInventory(scoped);
 */
export function createScopedDb(handle: DatabaseHandle, actor: Actor): ScopedDb {
  const rules = scopeRules(actor);
  const { db } = handle;
  return {
    actor,
    dialect: handle.dialect,
    rules,
    selectFrom<T extends CustomerTableName>(table: T): ScopedSelect<T> {
      // biome-ignore lint/suspicious/noExplicitAny: the table is generic here; the result is typed by ScopedSelect.
      const query = (db as Kysely<any>).selectFrom(table as string).where(scopePredicate(rules, table));
      return query as unknown as ScopedSelect<T>;
    },
    selectRecordChanges() {
      const query = db
        .selectFrom('record_changes')
        .where(predicateOver(rules, 'record_changes.customer', 'record_changes.asset'));
      return query as unknown as ScopedRecordChanges;
    },
    provider: db as unknown as Kysely<Pick<Database, ProviderTableName>>,
    async occupiedPositions(site, rackIds) {
      if (rackIds.length === 0) return [];
      const rows = await db
        .selectFrom('serials')
        .select([
          'Rack_Position',
          'Position',
          sql<number>`max(case when ${scopePredicate(rules, 'serials')} then 1 else 0 end)`.as('own'),
        ])
        .where('Site', '=', site)
        .where('Rack_Position', 'in', [...rackIds])
        .where('Position', 'is not', null)
        .groupBy(['Rack_Position', 'Position'])
        .orderBy('Rack_Position')
        .orderBy('Position')
        .execute();
      return rows.map((row) => ({
        Rack_Position: row.Rack_Position as string,
        Position: Number(row.Position),
        own: Number(row.own) === 1,
      }));
    },
  };
}
