const ITEM_NO = /^\d+([A-Z]+)\.\d+$/;

/**
 * The equipment code inside an item number, whose pattern is digits, capital letters, a dot, digits
 * (docs/data-contract.md items.json): `'550DP.12'` gives `'DP'`. Anything that does not match the whole pattern
 * (lower-case letters, spaces, a missing part) gives `null`.
 *
 * @example
 * equipmentCodeFromItemNo('550DP.12'); // 'DP'
 * equipmentCodeFromItemNo('800NMDC.3'); // 'NMDC'
 * equipmentCodeFromItemNo('550dp.12'); // null
 */
export function equipmentCodeFromItemNo(itemNo: string | null | undefined): string | null {
  if (typeof itemNo !== 'string') return null;
  return ITEM_NO.exec(itemNo)?.[1] ?? null;
}
