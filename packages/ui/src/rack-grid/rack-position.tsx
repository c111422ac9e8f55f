import { formatDate, type RackCell, type RackColor } from '@rigready/core';
import { Popover } from 'radix-ui';
import type { CSSProperties, KeyboardEvent } from 'react';
import { statusColourVar } from '../charts/status-colour-var.js';
import { usePortalContainer } from '../portal-container/portal-container.js';
import type { JointAge } from './joint-age.js';
import { JointDetails } from './joint-details.js';
import type { RackGridJoint } from './rack-grid.types.js';

/** Props of {@link RackPosition}. */
export interface RackPositionProps<J extends RackGridJoint> {
  cell: RackCell<J>;
  /** Age and colour of the joint; only for joint cells. */
  age?: JointAge | undefined;
  item?: RackColor | undefined;
  /** The item's colour from the kit's palette (see `itemColours`), drawn as a stripe. */
  itemColour?: string | undefined;
  rackId: string;
  /** The joint's page, linked from its details. */
  jointHref?: ((joint: J) => string) | undefined;
  /**
   * Where the joint's pipe row shows: in a popover, or (`below`) in the grid's details panel with the id
   * given, the position then a disclosure button (`aria-expanded`).
   */
  details: { placement: 'popover' } | { placement: 'below'; panelId: string; shown: boolean };
  /** Called when a joint's position is pressed, with the position's button. */
  onShow?: ((joint: J, button: HTMLButtonElement) => void) | undefined;
  tabIndex: 0 | -1;
  cellRef: (element: HTMLElement | null) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onFocus: () => void;
  onSelect?: ((joint: J) => void) | undefined;
}

function jointLabel(joint: RackGridJoint, age: JointAge): string {
  const parts = [joint.Serial_Number];
  if (joint.Item_No) parts.push(`item ${joint.Item_No}`);
  if (joint.Class !== undefined) parts.push(joint.Class === null ? 'not classed' : `class ${joint.Class}`);
  if (joint.Date_Inspected != null && joint.Date_Inspected !== '' && age.days !== null) {
    parts.push(
      `inspected ${formatDate(joint.Date_Inspected)} (${age.days === 1 ? '1 day' : `${age.days} days`} ago)`,
    );
  } else {
    parts.push('not inspected');
  }
  return `Position ${joint.Position}: ${parts.join(', ')}`;
}

/**
 * One position of a rack grid: a joint of the viewer (coloured by age or class, its item as a stripe, opening its
 * pipe row in a popover or the grid's details panel), a position occupied by another customer (shown as
 * occupied and nothing more), or an empty position.
 *
 * @example
 * <RackPosition cell={{ position: 3, state: 'empty' }} rackId="R12" details={{ placement: 'popover' }}
 *   tabIndex={-1} cellRef={ref} onKeyDown={onKeyDown} onFocus={onFocus} />
 */
export function RackPosition<J extends RackGridJoint>({
  cell,
  age,
  item,
  itemColour,
  rackId,
  jointHref,
  details,
  onShow,
  tabIndex,
  cellRef,
  onKeyDown,
  onFocus,
  onSelect,
}: RackPositionProps<J>) {
  const portalContainer = usePortalContainer();
  const common = { tabIndex, ref: cellRef, onKeyDown, onFocus, type: 'button' as const };
  if (cell.state !== 'joint' || !age) {
    const occupied = cell.state === 'occupied';
    return (
      <td className="rr-rack-grid__cell">
        <button
          {...common}
          className="rr-rack-position"
          data-cell-state={cell.state}
          aria-disabled="true"
          aria-label={`Position ${cell.position}: ${occupied ? 'occupied' : 'empty'}`}
        >
          {cell.position}
        </button>
      </td>
    );
  }
  const { joint } = cell;
  const style = {
    '--rr-rack-position-bg': statusColourVar(age.colour),
    '--rr-rack-item-colour': itemColour ?? 'transparent',
  } as CSSProperties;
  const button = (
    <button
      {...common}
      className="rr-rack-position"
      data-cell-state="joint"
      data-colour={age.colour}
      data-item={itemColour === undefined ? undefined : ''}
      style={style}
      aria-label={jointLabel(joint, age)}
      {...(details.placement === 'below'
        ? { 'aria-expanded': details.shown, 'aria-controls': details.shown ? details.panelId : undefined }
        : {})}
      onClick={(event) => {
        onSelect?.(joint);
        onShow?.(joint, event.currentTarget);
      }}
    >
      {cell.position}
    </button>
  );
  if (details.placement === 'below') return <td className="rr-rack-grid__cell">{button}</td>;
  return (
    <td className="rr-rack-grid__cell">
      <Popover.Root>
        <Popover.Trigger asChild>{button}</Popover.Trigger>
        <Popover.Portal container={portalContainer}>
          <Popover.Content
            className="rr-rack-popover"
            sideOffset={6}
            collisionPadding={8}
            aria-label={`Joint ${joint.Serial_Number}`}
          >
            <JointDetails joint={joint} age={age} rackId={rackId} item={item} href={jointHref?.(joint)} />
            <Popover.Close className="rr-rack-popover__close" aria-label="Close">
              ×
            </Popover.Close>
            <Popover.Arrow className="rr-rack-popover__arrow" />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </td>
  );
}
