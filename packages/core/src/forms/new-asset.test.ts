import { describe, expect, it } from 'vitest';
import { addAsset, canAddAsset, isAddAssetDisabled } from './new-asset.js';

describe('canAddAsset', () => {
  it('allows a new non-empty name', () => {
    expect(canAddAsset(['Rig A'], 'Rig B')).toBe(true);
    expect(canAddAsset([], 'Rig A')).toBe(true);
  });

  it('refuses empty names and names already listed, trimmed and case-insensitive', () => {
    expect(canAddAsset([], '')).toBe(false);
    expect(canAddAsset([], '   ')).toBe(false);
    expect(canAddAsset(['Rig A'], ' rig a ')).toBe(false);
    expect(canAddAsset([' Rig A '], 'RIG A')).toBe(false);
  });
});

describe('addAsset', () => {
  it('appends the trimmed name without touching the input', () => {
    const assets = ['Rig A'];
    expect(addAsset(assets, '  Rig B ')).toEqual(['Rig A', 'Rig B']);
    expect(assets).toEqual(['Rig A']);
  });

  it('returns the same list when the name cannot be added', () => {
    const assets = ['Rig A'];
    expect(addAsset(assets, 'rig A')).toBe(assets);
  });
});

describe('isAddAssetDisabled', () => {
  it('is disabled for an empty name or while an asset is selected', () => {
    expect(isAddAssetDisabled('Rig B', null)).toBe(false);
    expect(isAddAssetDisabled('Rig B', '')).toBe(false);
    expect(isAddAssetDisabled(' ', null)).toBe(true);
    expect(isAddAssetDisabled('Rig B', 'Rig A')).toBe(true);
  });
});
