import { formatDate, formatDateTime } from '@rigready/core';
import { Link } from 'react-router';
import { type Fact, FactList } from '../fact-list.js';
import type { FieldEntry } from './field-copy.js';

function placeWords(entry: FieldEntry): string {
  if (!entry.rack) return 'No rack';
  const place = entry.place
    ? entry.kind === 'joint'
      ? `, position ${entry.place}`
      : `, slot ${entry.place}`
    : '';
  return `Rack ${entry.rack}${place}${entry.site ? `, ${entry.site}` : ''}`;
}

function factsOf(entry: FieldEntry): Fact[] {
  const facts: Fact[] = [[entry.kind === 'joint' ? 'Item' : 'Description', entry.what ?? '–']];
  if (entry.equipment) facts.push(['Equipment', entry.equipment]);
  facts.push(
    ['Location', entry.location ?? '–'],
    ['Where', placeWords(entry)],
    ['Last inspection', entry.lastInspected ? formatDate(entry.lastInspected) : 'None on record'],
  );
  if (entry.kind === 'joint') facts.push(['Class', entry.class ?? 'Not classed']);
  facts.push(['Asset', entry.asset ?? '–'], ['Delivery ticket', entry.dtNo ?? '–']);
  return facts;
}

/**
 * A scanned joint's or tool's card from the device copy: what it is, where it lies, its last inspection and
 * class, and the copy's age; online, a link to its page.
 *
 * @example
 * <EntryCard entry={entry} takenAt={index.takenAt} timeZone="Europe/Oslo" online />
 */
export function EntryCard({
  entry,
  takenAt,
  timeZone,
  online,
}: {
  entry: FieldEntry;
  takenAt: string;
  timeZone: string;
  online: boolean;
}) {
  const page = `/${entry.kind === 'joint' ? 'joints' : 'tools'}/${encodeURIComponent(entry.serial)}`;
  return (
    <article
      className="rr-field-card"
      aria-label={`${entry.kind === 'joint' ? 'Joint' : 'Tool'} ${entry.serial}`}
    >
      <h2>
        {entry.serial}{' '}
        <span className="rr-field-card__kind">{entry.kind === 'joint' ? 'joint' : 'tool'}</span>
      </h2>
      <FactList className="rr-field-card__facts" facts={factsOf(entry)} />
      <p className="rr-field-card__age">As of {formatDateTime(takenAt, { timeZone })}</p>
      {online ? (
        <Link to={page} className="rr-button" reloadDocument>
          Open its page
        </Link>
      ) : null}
    </article>
  );
}
