import { describe, expect, it } from 'vitest';
import { actorFor, adminActor } from '../../../tests/helpers/actors.js';
import { ScopeError } from './actor.server.js';
import { rowInScope, scopeRules } from './scope-rules.server.js';

describe('scopeRules', () => {
  it('should leave an unrestricted customer user in fleet mode with every asset, rows without one included', () => {
    expect(scopeRules(actorFor('N'))).toEqual({ customer: 'N', onlyAssets: null, excludedAssets: [] });
    expect(scopeRules(actorFor('N', { allowedAssets: ['Fleet Inventory'] })).onlyAssets).toBeNull();
  });

  it('should narrow fleet mode to the listed assets, without the Fleet Inventory marker', () => {
    const rules = scopeRules(
      actorFor('N', { allowedAssets: ['Rig A', 'Fleet Inventory'], excludedAssets: ['X'] }),
    );
    expect(rules).toEqual({ customer: 'N', onlyAssets: ['Rig A'], excludedAssets: ['X'] });
  });

  it('should narrow to the chosen asset, and refuse one that is not allowed or is excluded', () => {
    const chosen = actorFor('N', { allowedAssets: ['Rig A'], selection: { kind: 'asset', asset: 'Rig A' } });
    expect(scopeRules(chosen).onlyAssets).toEqual(['Rig A']);
    expect(() => scopeRules({ ...chosen, selection: { kind: 'asset', asset: 'Rig B' } })).toThrow(ScopeError);
    expect(() => scopeRules({ ...chosen, excludedAssets: ['Rig A'] })).toThrow(ScopeError);
  });

  it('should give an admin every customer, or the one viewed as', () => {
    expect(scopeRules(adminActor())).toEqual({ customer: null, onlyAssets: null, excludedAssets: [] });
    expect(scopeRules(adminActor('P')).customer).toBe('P');
  });
});

describe('rowInScope', () => {
  const rigA = { customer: 'N', onlyAssets: ['Rig A'], excludedAssets: [] };
  const notRigB = { customer: 'N', onlyAssets: null, excludedAssets: ['Rig B'] };

  it("should refuse another customer's row whatever its asset", () => {
    expect(rowInScope(rigA, 'P', 'Rig A', true)).toBe(false);
    expect(rowInScope(notRigB, 'P', null, false)).toBe(false);
  });

  it('should keep to the listed assets, a row without an asset included only when nothing narrows', () => {
    expect(rowInScope(rigA, 'N', 'Rig A', true)).toBe(true);
    expect(rowInScope(rigA, 'N', 'Rig B', true)).toBe(false);
    expect(rowInScope(rigA, 'N', null, true)).toBe(false);
    expect(rowInScope(notRigB, 'N', null, true)).toBe(true);
  });

  it('should leave out excluded assets, and judge a table without an asset column by customer alone', () => {
    expect(rowInScope(notRigB, 'N', 'Rig B', true)).toBe(false);
    expect(rowInScope(notRigB, 'N', 'Rig C', true)).toBe(true);
    expect(rowInScope(rigA, 'N', null, false)).toBe(true);
  });

  it('should let an admin not viewing as anyone see every row', () => {
    expect(rowInScope({ customer: null, onlyAssets: null, excludedAssets: [] }, 'P', 'Rig P', true)).toBe(
      true,
    );
  });
});
