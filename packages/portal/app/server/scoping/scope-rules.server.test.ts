import { describe, expect, it } from 'vitest';
import { actorFor, adminActor } from '../../../tests/helpers/actors.js';
import { ScopeError } from './actor.server.js';
import { scopeRules } from './scope-rules.server.js';

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
