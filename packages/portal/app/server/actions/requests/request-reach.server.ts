import type { ExpressionBuilder } from 'kysely';
import type { Identity } from '../../access/identity.server.js';
import type { Database } from '../../db/schema.server.js';
import { type ScopeRules, scopeRules } from '../../scoping/scope-rules.server.js';

/**
 * Whose requests an identity reaches: its customer's (the viewed customer's for an admin viewing as
 * one, every customer's for an admin viewing as none), and of those only the requests whose every joint
 * or tool lies within the assets the user may see, whichever asset the session looks at now.
 *
 * @example
 * requestReach(identity); // { customer: 'Northwind Drilling', onlyAssets: ['Rig B'], excludedAssets: [] }
 */
export function requestReach(identity: Identity): ScopeRules {
  return scopeRules({ ...identity.actor, selection: { kind: 'fleet' } });
}

/**
 * The `where` of a query over `requests` that keeps the requests within `rules` ({@link requestReach}).
 *
 * @example
 * handle.db.selectFrom('requests').selectAll().where(inReach(requestReach(identity)));
 */
export function inReach(rules: ScopeRules) {
  return (eb: ExpressionBuilder<Database, 'requests'>) => {
    const parts = [];
    if (rules.customer !== null) parts.push(eb('requests.Customer', '=', rules.customer));
    const itemsWhere = (
      outside: (item: ExpressionBuilder<Database, 'request_items'>) => ReturnType<typeof eb.and>,
    ) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('request_items')
            .select('request_items.request_id')
            .whereRef('request_items.request_id', '=', 'requests.id')
            .where(outside),
        ),
      );
    const only = rules.onlyAssets;
    if (only !== null)
      parts.push(
        itemsWhere((item) =>
          only.length === 0
            ? item.and([])
            : item.or([
                item('request_items.asset', 'is', null),
                item('request_items.asset', 'not in', [...only]),
              ]),
        ),
      );
    if (rules.excludedAssets.length > 0)
      parts.push(
        itemsWhere((item) => item.and([item('request_items.asset', 'in', [...rules.excludedAssets])])),
      );
    return eb.and(parts);
  };
}
