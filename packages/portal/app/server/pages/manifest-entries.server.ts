import { formatDateTime } from '@rigready/core';

/** One field of a manifest: a value in words, or a group of fields (an object, or a list of them). */
export type ManifestEntry = { label: string; text: string } | { label: string; entries: ManifestEntry[] };

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

function isGroup(value: unknown): value is object {
  return (
    typeof value === 'object' &&
    value !== null &&
    (!Array.isArray(value) || value.some((item) => typeof item === 'object' && item !== null))
  );
}

function valueText(value: unknown, timeZone: string): string {
  if (value === null || value === undefined) return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value))
    return value.length === 0 ? 'none' : value.map((item) => valueText(item, timeZone)).join(', ');
  if (typeof value === 'string' && INSTANT.test(value) && !Number.isNaN(Date.parse(value)))
    return formatDateTime(value, { timeZone });
  return String(value);
}

function entriesOf(group: object, timeZone: string): ManifestEntry[] {
  const fields = Array.isArray(group)
    ? group.map((item, index) => [String(index + 1), item] as const)
    : Object.entries(group);
  return fields.map(([label, value]) =>
    isGroup(value)
      ? { label, entries: entriesOf(value, timeZone) }
      : { label, text: valueText(value, timeZone) },
  );
}

/**
 * A data set's manifest as fields to read rather than JSON: each key with its value in words (instants on
 * the portal's clock, lists joined, true as yes), objects and lists of objects as groups. Null without a
 * manifest. The keys stay as the manifest writes them, since they are what the sender reads in its file.
 *
 * @example
 * manifestEntries({ dataset: '2026-11', exported_at: '2026-11-26T07:14:05Z', files: ['orders.json'] }, 'Europe/Oslo');
 * // [{ label: 'dataset', text: '2026-11' }, { label: 'exported_at', text: '26.11.2026 08:14' }, { label: 'files', text: 'orders.json' }]
 */
export function manifestEntries(manifest: unknown, timeZone: string): ManifestEntry[] | null {
  if (manifest === null || manifest === undefined) return null;
  if (isGroup(manifest)) return entriesOf(manifest, timeZone);
  return [{ label: 'manifest', text: valueText(manifest, timeZone) }];
}
