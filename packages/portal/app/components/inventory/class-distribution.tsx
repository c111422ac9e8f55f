import { formatCount } from '@rigready/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ClassDistribution as Distribution } from '../../server/pages/class-filter.server.js';
import './class-distribution.css';

const COLUMNS = [
  ['premium', 'Premium'],
  ['class-2', 'Class 2'],
  ['reject', 'Reject'],
  ['none', 'Not classed'],
] as const;

/**
 * One list of counts by class, a row per item or string, each count a link to those joints.
 *
 * @example
 * <DistributionTable heading="Item" param="item" rows={[{ key: '550DP.21', counts: { premium: 5, 'class-2': 5, reject: 4, none: 1 } }]} />
 */
export function DistributionTable({
  heading,
  param,
  rows,
}: {
  heading: string;
  param: 'item' | 'string';
  rows: readonly Distribution[];
}) {
  return (
    <table className="rr-class-distribution__table">
      <thead>
        <tr>
          <th scope="col">{heading}</th>
          {COLUMNS.map(([slug, label]) => (
            <th key={slug} scope="col" data-class={slug}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, counts }) => (
          <tr key={key}>
            <th scope="row">{key}</th>
            {COLUMNS.map(([slug, label]) => (
              <td key={slug} data-class={slug}>
                {counts[slug] === 0 ? (
                  <span className="rr-class-distribution__zero">0</span>
                ) : (
                  <Link
                    to={`/inventory?${new URLSearchParams({ class: slug, [param]: key })}`}
                    aria-label={`${formatCount(counts[slug])} ${label} joints of ${heading.toLowerCase()} ${key}`}
                  >
                    {formatCount(counts[slug])}
                  </Link>
                )}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function FoldedDistribution({
  summary,
  heading,
  param,
  rows,
}: {
  summary: string;
  heading: string;
  param: 'item' | 'string';
  rows: readonly Distribution[];
}) {
  // Drawn once opened: a fleet's hundred strings cost nothing until asked for.
  const [open, setOpen] = useState(false);
  if (rows.length === 0) return null;
  return (
    <details
      className="rr-class-distribution"
      data-by={param}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>{summary}</summary>
      {open ? (
        <div className="rr-class-distribution__scroll">
          <DistributionTable heading={heading} param={param} rows={rows} />
        </div>
      ) : null}
    </details>
  );
}

const several = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The joints in service of each item and each string counted by class, each count a link to those joints
 * (`/inventory?class=…&item=…` or `&string=…`), each list folded away under one line until opened.
 *
 * @example
 * <ClassDistribution
 *   byItem={[{ key: '550DP.21', counts: { premium: 5, 'class-2': 5, reject: 4, none: 1 } }]}
 *   byString={[{ key: 'S1', counts: { premium: 5, 'class-2': 5, reject: 4, none: 1 } }]}
 * />
 */
export function ClassDistribution({
  byItem,
  byString,
}: {
  byItem: readonly Distribution[];
  byString: readonly Distribution[];
}) {
  return (
    <div className="rr-class-distributions">
      <FoldedDistribution
        summary={`Class by item (${several(byItem.length, 'item', 'items')})`}
        heading="Item"
        param="item"
        rows={byItem}
      />
      <FoldedDistribution
        summary={`Class by string (${several(byString.length, 'string', 'strings')})`}
        heading="String"
        param="string"
        rows={byString}
      />
    </div>
  );
}
