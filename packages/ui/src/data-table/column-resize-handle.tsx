import { memo, type PointerEvent, useRef } from 'react';
import { COLUMN_WIDTH_LIMITS, clamp, resizedWidth } from './column-fit.js';

/** Props of {@link ColumnResizeHandle}. */
export interface ColumnResizeHandleProps {
  columnId: string;
  /** The column's header, for the handle's name ('Resize Item No'). */
  header: string;
  /** The column's width now, in pixels. */
  width: number;
  onResize: (columnId: string, width: number) => void;
}

function Handle({ columnId, header, width, onResize }: ColumnResizeHandleProps) {
  const drag = useRef<{ x: number; width: number; pointerId: number } | null>(null);
  const { min, max } = COLUMN_WIDTH_LIMITS;
  const end = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: an <hr> cannot be focused or dragged; the APG window splitter is a focusable separator.
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={`Resize ${header}`}
      aria-valuenow={width}
      aria-valuemin={min}
      aria-valuemax={max}
      tabIndex={0}
      className="rr-data-table__resize"
      onKeyDown={(event) => {
        const next = resizedWidth(width, event.key, COLUMN_WIDTH_LIMITS);
        if (next === null) return;
        event.preventDefault();
        event.stopPropagation();
        onResize(columnId, next);
      }}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        event.preventDefault();
        event.currentTarget.setPointerCapture?.(event.pointerId);
        drag.current = { x: event.clientX, width, pointerId: event.pointerId };
      }}
      onPointerMove={(event) => {
        const start = drag.current;
        if (start?.pointerId !== event.pointerId) return;
        onResize(columnId, clamp(start.width + event.clientX - start.x, COLUMN_WIDTH_LIMITS));
      }}
      onPointerUp={end}
      onPointerCancel={end}
      // A click on the handle must not sort the column under it.
      onClick={(event) => event.stopPropagation()}
    />
  );
}

/**
 * The resize handle on a header's right edge: drag it with the pointer, or focus it and press the arrow
 * keys (10 px), Page Up/Down (50 px) or Home/End (the limits). A focusable vertical separator whose
 * `aria-valuenow` is the column's width.
 *
 * @example
 * <ColumnResizeHandle columnId="Item_No" header="Item No" width={140} onResize={resize} />
 */
export const ColumnResizeHandle = memo(Handle);
