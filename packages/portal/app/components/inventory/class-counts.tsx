import { type ClassMarking, formatCount } from '@rigready/core';
import { ClassChip } from '@rigready/ui';
import { Link } from 'react-router';
import type { ClassCounts as Counts } from '../../server/pages/class-filter.server.js';
import './class-counts.css';

const ORDER = [
  ['premium', 'Premium'],
  ['class-2', 'Class 2'],
  ['reject', 'Reject'],
  ['none', null],
] as const;

/**
 * The joints in service counted by the class of their latest inspection, each count a link to the list
 * of those joints (`/inventory?class=…`), each class's chip with the provider's marking.
 *
 * @example
 * <ClassCounts counts={{ premium: 8, 'class-2': 5, reject: 4, none: 1 }} marking={DEFAULT_CLASS_MARKING} />
 */
export function ClassCounts({ counts, marking }: { counts: Counts; marking: ClassMarking }) {
  return (
    <nav className="rr-inventory__classes" aria-label="Joints in service by class">
      <span className="rr-inventory__classes-title">Joints in service by class:</span>
      <ul>
        {ORDER.map(([slug, jointClass]) => (
          <li key={slug} data-class={slug}>
            <Link to={`/inventory?class=${slug}`}>
              <ClassChip jointClass={jointClass} marking={marking} reasonsDisplay="none" />{' '}
              <span className="rr-inventory__class-count">{formatCount(counts[slug])}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
