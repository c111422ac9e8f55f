import type { VirtualItem } from '@tanstack/react-virtual';
import type { CSSProperties } from 'react';

/**
 * A header or body cell's width and pinning, to spread on the cell: `data-pinned` is `edge` for the last
 * pinned column (it draws the shadow the rows scroll under), `''` for another pinned column and undefined
 * for the rest, and a pinned cell sits at its column's start (the stylesheet makes it sticky).
 *
 * @example
 * <td {...pinnedCell(item, 1)} />
 */
export function pinnedCell(
  item: VirtualItem,
  pinnedCount: number,
): { 'data-pinned': string | undefined; style: CSSProperties } {
  const pinned = item.index < pinnedCount;
  return {
    'data-pinned': pinned ? (item.index === pinnedCount - 1 ? 'edge' : '') : undefined,
    style: { width: item.size, left: pinned ? item.start : undefined },
  };
}
