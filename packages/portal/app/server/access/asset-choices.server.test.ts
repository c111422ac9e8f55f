import { describe, expect, it } from 'vitest';
import { assetChoices, isAssetOffered, resolveAssetChoice } from './asset-choices.server.js';
import type { CustomerRecord, UserRecord } from './identity.server.js';

const customer: CustomerRecord = {
  customer: 'Northwind',
  assets: ['Rig A', 'Rig B', 'Field C'],
  features: {},
};

function user(overrides: Partial<UserRecord> = {}): UserRecord {
  return {
    id: 'u1',
    email: 'ann@northwind.test',
    name: null,
    customer: 'Northwind',
    isAdmin: false,
    customerAdmin: false,
    disabledAt: null,
    routesList: [],
    assets: [],
    excludedAssets: [],
    flags: {},
    ...overrides,
  };
}

describe('assetChoices', () => {
  it('offers a listed user only the listed assets, and the fleet only when the list names it', () => {
    expect(assetChoices(user({ assets: ['Rig B', 'Rig A'] }), customer, false)).toEqual({
      fleet: false,
      assets: ['Rig B', 'Rig A'],
    });
    expect(assetChoices(user({ assets: ['Fleet Inventory', 'Rig A'] }), customer, false)).toEqual({
      fleet: true,
      assets: ['Rig A'],
    });
  });

  it('offers every customer asset and the fleet for an empty list, never an excluded asset', () => {
    expect(assetChoices(user({ excludedAssets: ['Rig B'] }), customer, false)).toEqual({
      fleet: true,
      assets: ['Rig A', 'Field C'],
    });
  });

  it('offers an admin the viewed customer’s assets, and only the fleet when viewing no one', () => {
    const admin = user({ isAdmin: true, customer: null });
    expect(assetChoices(admin, customer, true)).toEqual({
      fleet: true,
      assets: ['Rig A', 'Rig B', 'Field C'],
    });
    expect(assetChoices(admin, null, false)).toEqual({ fleet: true, assets: [] });
  });
});

describe('isAssetOffered', () => {
  it('accepts the fleet only when offered and no asset outside the list', () => {
    expect(isAssetOffered({ fleet: false, assets: ['Rig A'] }, 'Fleet Inventory')).toBe(false);
    expect(isAssetOffered({ fleet: true, assets: ['Rig A'] }, 'Fleet Inventory')).toBe(true);
    expect(isAssetOffered({ fleet: true, assets: ['Rig A'] }, 'rig a')).toBe(false);
    expect(isAssetOffered({ fleet: true, assets: [] }, '')).toBe(false);
  });
});

describe('resolveAssetChoice', () => {
  it('keeps a stored choice that is still offered', () => {
    expect(resolveAssetChoice({ fleet: true, assets: ['Rig A'] }, 'Rig A')).toEqual({
      fleet: false,
      currentAsset: 'Rig A',
    });
    expect(resolveAssetChoice({ fleet: true, assets: ['Rig A'] }, 'Fleet Inventory')).toEqual({
      fleet: true,
      currentAsset: 'Fleet Inventory',
    });
  });

  it('falls back to the spec’s default: the fleet when offered, else the first asset', () => {
    expect(resolveAssetChoice({ fleet: false, assets: ['Rig A', 'Rig B'] }, null)).toEqual({
      fleet: false,
      currentAsset: 'Rig A',
    });
    expect(resolveAssetChoice({ fleet: false, assets: ['Rig A'] }, 'Rig Z')).toEqual({
      fleet: false,
      currentAsset: 'Rig A',
    });
    expect(resolveAssetChoice({ fleet: true, assets: ['Rig A'] }, 'Rig Z')).toEqual({
      fleet: true,
      currentAsset: 'Fleet Inventory',
    });
    expect(resolveAssetChoice({ fleet: false, assets: [] }, null)).toEqual({
      fleet: true,
      currentAsset: 'Fleet Inventory',
    });
  });
});
