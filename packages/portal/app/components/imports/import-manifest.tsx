import type { ManifestEntry } from '../../server/pages/manifest-entries.server.js';

/**
 * A data set's manifest as a list of its fields, groups nested under their name.
 *
 * @example
 * <ImportManifest entries={[{ label: 'dataset', text: '2026-11' }]} />
 */
export function ImportManifest({ entries }: { entries: ManifestEntry[] }) {
  return (
    <dl className="rr-imports__manifest">
      {entries.map((entry) => (
        // A group's labels are its object's keys or its list's positions: unique within the group.
        <div key={entry.label}>
          <dt>{entry.label}</dt>
          <dd>{'text' in entry ? entry.text : <ImportManifest entries={entry.entries} />}</dd>
        </div>
      ))}
    </dl>
  );
}
