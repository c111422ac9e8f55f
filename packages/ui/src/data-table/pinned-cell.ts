import type { VirtualItem } from '@tanstack/react-virtual';

/**
 * A cell's `data-pinned` value: `edge` for the last pinned column (it draws the shadow the rows scroll
 * under), `''` for another pinned column, undefined for the rest. The stylesheet makes them sticky.
 *
 * @example
 * <td data-pinned={pinnedAttribute(item, 1)} style={{ left: item.start }} />
 */
export function pinnedAttribute(item: VirtualItem, pinnedCount: number): string | undefined {
  if (item.index >= pinnedCount) return undefined;
  return item.index === pinnedCount - 1 ? 'edge' : '';
}
