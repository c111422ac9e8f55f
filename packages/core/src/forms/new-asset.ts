/**
 * Whether a new asset name may be added to a customer's asset list (spec part 2 §5): it must be non-empty
 * after trimming and not already in the list, compared trimmed and case-insensitively ('Rig A' and
 * ' rig a ' are the same asset, so the list cannot hold both).
 *
 * @example
 * canAddAsset(['Rig A'], 'Rig B'); // true
 * canAddAsset(['Rig A'], ' rig a '); // false
 * canAddAsset([], '   '); // false
 */
export function canAddAsset(assets: readonly string[], name: string): boolean {
  const key = name.trim().toLowerCase();
  return key !== '' && !assets.some((a) => a.trim().toLowerCase() === key);
}

/**
 * The asset list with a new name appended (trimmed) when {@link canAddAsset} allows it; otherwise the
 * same list, unchanged. Never mutates its input.
 *
 * @example
 * addAsset(['Rig A'], '  Rig B '); // ['Rig A', 'Rig B']
 * addAsset(['Rig A'], 'RIG A'); // ['Rig A']
 */
export function addAsset(assets: readonly string[], name: string): readonly string[] {
  return canAddAsset(assets, name) ? [...assets, name.trim()] : assets;
}

/**
 * Whether the add-asset button is disabled: the name is empty (after trimming) or an existing asset is
 * selected in the list (spec part 2 §5).
 *
 * @example
 * isAddAssetDisabled('Rig B', null); // false
 * isAddAssetDisabled('Rig B', 'Rig A'); // true
 */
export function isAddAssetDisabled(name: string, selectedAsset: string | null | undefined): boolean {
  return name.trim() === '' || (selectedAsset != null && selectedAsset !== '');
}
