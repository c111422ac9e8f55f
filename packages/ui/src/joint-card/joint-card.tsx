import type { RackColor, RackColourScale } from '@rigready/core';
import { type CSSProperties, useId } from 'react';
import { statusColourVar } from '../charts/status-colour-var.js';
import { jointAge } from '../rack-grid/joint-age.js';
import { JointDetails } from '../rack-grid/joint-details.js';
import type { RackGridJoint } from '../rack-grid/rack-grid.types.js';

/** Props of {@link JointCard}. */
export interface JointCardProps {
  /** The joint: a rack listing row (serial, rack and position, item, inspection date, description, order). */
  joint: RackGridJoint;
  /** The day its age is counted to, `YYYY-MM-DD` (core's `calendarDay` in the provider's time zone). */
  today: string;
  /**
   * Which of core's rack colour scales colours it, as the rack grid does: by age on the rack location
   * view's scale (`'rack-view'`, the default) or the rack dialog's (`'rack-dialog'`), or by its class
   * (`'class'`).
   */
  colourRule?: RackColourScale;
  /** Its item's colour map entry (the rack answer's `colormap[Item_No]`): the item's description. */
  item?: RackColor | undefined;
  /** The joint's page: its serial number links there. */
  href?: string | undefined;
  className?: string;
}

function ageText(days: number | null): string {
  if (days === null) return 'Not inspected';
  return `${days === 1 ? '1 day' : `${days} days`} since inspection`;
}

/**
 * One joint as a card: its serial number as the title (a link to its page when `href` is given), its days
 * since inspection on the colour of core's rule (the colour the rack grid gives its position), then the
 * pipe row the rack grid's popover shows: item, description, rack, position, inspection date, order.
 *
 * @throws RangeError from core when `Date_Inspected` is not a date.
 * @example
 * <JointCard
 *   joint={{ Serial_Number: 'DP-0001', Position: 3, Rack_Position: 'R12', Item_No: '550DP.12', Date_Inspected: '2024-03-01' }}
 *   today="2024-03-21"
 *   href="/joints/DP-0001"
 * />
 */
export function JointCard({ joint, today, colourRule = 'rack-view', item, href, className }: JointCardProps) {
  const titleId = useId();
  const age = jointAge(joint, today, colourRule);
  const style = { '--rr-joint-card-age': statusColourVar(age.colour) } as CSSProperties;
  return (
    <article className={className ? `rr-joint-card ${className}` : 'rr-joint-card'} aria-labelledby={titleId}>
      <header className="rr-joint-card__header">
        <h3 id={titleId} className="rr-joint-card__title">
          {href ? <a href={href}>{joint.Serial_Number}</a> : joint.Serial_Number}
        </h3>
        <span className="rr-joint-card__age" data-colour={age.colour} style={style}>
          {ageText(age.days)}
        </span>
      </header>
      <JointDetails joint={joint} age={age} rackId={joint.Rack_Position ?? '—'} item={item} href={href} />
    </article>
  );
}
