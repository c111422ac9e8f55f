import { formatDate, type RackColor } from '@rigready/core';
import type { ReactNode } from 'react';
import type { JointAge } from './joint-age.js';
import type { RackGridJoint } from './rack-grid.types.js';

/** Props of {@link JointDetails}. */
export interface JointDetailsProps {
  joint: RackGridJoint;
  age: JointAge;
  rackId: string;
  item?: RackColor | undefined;
  /** The joint's page: its serial number links there. */
  href?: string | undefined;
}

function ageText(days: number | null): string {
  if (days === null) return 'not inspected';
  return days === 1 ? '1 day' : `${days} days`;
}

/**
 * The pipe row of one joint as a definition list, shown in the rack grid's popover.
 *
 * @example
 * <JointDetails joint={joint} age={{ days: 20, colour: 'yellow' }} rackId="R12" />
 */
export function JointDetails({ joint, age, rackId, item, href }: JointDetailsProps) {
  const rows: [string, ReactNode][] = [
    [
      'Serial number',
      href ? (
        <a key="serial" href={href}>
          {joint.Serial_Number}
        </a>
      ) : (
        joint.Serial_Number
      ),
    ],
    ['Item', [joint.Item_No, item?.iteminfo].filter(Boolean).join(' — ') || '—'],
    ['Description', joint.Description ?? '—'],
    ...(joint.Class === undefined ? [] : [['Class', joint.Class ?? 'Not classed'] as [string, ReactNode]]),
    ['Rack', joint.Rack_Position ?? rackId],
    ['Position', String(joint.Position)],
    [
      'Inspected',
      joint.Date_Inspected == null || joint.Date_Inspected === '' ? '—' : formatDate(joint.Date_Inspected),
    ],
    ['Since inspection', ageText(age.days)],
    ['Order', joint.Order_No == null ? '—' : String(joint.Order_No)],
  ];
  return (
    <dl className="rr-joint-details">
      {rows.map(([term, value]) => (
        <div key={term} className="rr-joint-details__row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
