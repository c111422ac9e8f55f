import type { ExpressionBuilder } from 'kysely';
import type { Identity } from '../../access/identity.server.js';
import type { Database } from '../../db/schema.server.js';
import { scopeRules } from '../../scoping/scope-rules.server.js';

/**
 * The `where` of a query over `field_counts` that keeps the counts an identity may read: its customer's
 * (the viewed customer's for an admin viewing as one, every customer's for an admin viewing as none). A
 * user held to some of the customer's assets reads only the counts they made, since a count's lines name
 * joints of any asset in the rack.
 *
 * @example
 * handle.db.selectFrom('field_counts').selectAll().where(countReach(identity));
 */
export function countReach(identity: Identity) {
  const rules = scopeRules({ ...identity.actor, selection: { kind: 'fleet' } });
  const narrowed = rules.onlyAssets !== null || rules.excludedAssets.length > 0;
  return (eb: ExpressionBuilder<Database, 'field_counts'>) => {
    const parts = [];
    if (rules.customer !== null) parts.push(eb('field_counts.Customer', '=', rules.customer));
    if (narrowed) parts.push(eb('field_counts.counted_by', '=', identity.user.id));
    return eb.and(parts);
  };
}
