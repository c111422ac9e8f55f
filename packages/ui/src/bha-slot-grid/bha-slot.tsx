import { type BhaGridSlot, formatDate } from '@rigready/core';
import { Popover } from 'radix-ui';
import type { KeyboardEvent } from 'react';
import { usePortalContainer } from '../portal-container/portal-container.js';
import type { BhaSlotItem } from './bha-slot-grid.types.js';

/** Props of {@link BhaSlot}. */
export interface BhaSlotProps<T extends BhaSlotItem> {
  slot: BhaGridSlot<T>;
  tabIndex: 0 | -1;
  cellRef: (element: HTMLElement | null) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onFocus: () => void;
  onOpen?: ((slot: BhaGridSlot<T>) => void) | undefined;
  /** A tool's page: its serial number in the slot's list links there. */
  itemHref?: ((item: T) => string) | undefined;
}

/**
 * One slot of the BHA grid: empty (visible, not openable) or holding tools, whose list opens in a popover
 * on click, Enter or Space.
 *
 * @example
 * <BhaSlot slot={{ key: '12C', column: 12, row: 'C', items: [] }} tabIndex={-1} cellRef={ref}
 *   onKeyDown={onKeyDown} onFocus={onFocus} />
 */
export function BhaSlot<T extends BhaSlotItem>({
  slot,
  tabIndex,
  cellRef,
  onKeyDown,
  onFocus,
  onOpen,
  itemHref,
}: BhaSlotProps<T>) {
  const portalContainer = usePortalContainer();
  const common = {
    tabIndex,
    ref: cellRef,
    onKeyDown,
    onFocus,
    type: 'button' as const,
    className: 'rr-bha-slot',
  };
  const count = slot.items.length;
  if (count === 0) {
    return (
      <td className="rr-bha-grid__cell">
        <button
          {...common}
          data-slot-state="empty"
          aria-disabled="true"
          aria-label={`Slot ${slot.key}: empty`}
        />
      </td>
    );
  }
  return (
    <td className="rr-bha-grid__cell">
      <Popover.Root onOpenChange={(open) => open && onOpen?.(slot)}>
        <Popover.Trigger asChild>
          <button
            {...common}
            data-slot-state="filled"
            aria-label={`Slot ${slot.key}: ${count} ${count === 1 ? 'item' : 'items'}`}
          >
            {count}
          </button>
        </Popover.Trigger>
        <Popover.Portal container={portalContainer}>
          <Popover.Content
            className="rr-rack-popover"
            sideOffset={6}
            collisionPadding={8}
            aria-label={`Slot ${slot.key}`}
          >
            <p className="rr-bha-slot__title">Slot {slot.key}</p>
            <ul className="rr-bha-slot__items">
              {slot.items.map((item) => (
                <li key={item.Serial_No}>
                  <span className="rr-bha-slot__serial">
                    {itemHref ? <a href={itemHref(item)}>{item.Serial_No}</a> : item.Serial_No}
                  </span>
                  {item.Description ? <span>{item.Description}</span> : null}
                  <span className="rr-bha-slot__meta">
                    {[
                      item.Equipment_Type,
                      item.Connection_Box && `Box ${item.Connection_Box}`,
                      item.Connection_Pin && `Pin ${item.Connection_Pin}`,
                      item.Last_Inspection_Date != null && item.Last_Inspection_Date !== ''
                        ? `Inspected ${formatDate(item.Last_Inspection_Date)}`
                        : 'Not inspected',
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </li>
              ))}
            </ul>
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
