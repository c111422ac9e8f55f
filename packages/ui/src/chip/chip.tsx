import { readableTextColor } from '@rigready/core';
import type { CSSProperties, ReactNode } from 'react';

/** Props of {@link Chip}. */
export interface ChipProps {
  /** What the chip says: a priority name, a count, a result. */
  children: ReactNode;
  /**
   * Background colour as `#rgb` or `#rrggbb`, usually from the data (a priority or times-used colour).
   * The text colour is then chosen for contrast. Without it the chip uses the theme's neutral colours.
   */
  color?: string | null;
  /** Fixed width in pixels (the spec's priority chip is 80, the times-used chip 40). */
  width?: number;
  /** Accessible description, shown as a tooltip, when the visible text is not enough. */
  title?: string;
  className?: string;
}

/**
 * A small coloured label for a status, a priority or a count.
 *
 * @example
 * <Chip color="#d32f2f" width={80}>High</Chip>
 */
export function Chip({ children, color, width, title, className }: ChipProps) {
  const textColor = color ? readableTextColor(color) : null;
  const style: CSSProperties = {};
  if (textColor && color) {
    style.background = color;
    style.color = textColor;
  }
  if (width !== undefined) style.width = `${width}px`;
  return (
    <span
      className={className ? `rr-chip ${className}` : 'rr-chip'}
      style={style}
      title={title}
      data-colored={textColor ? '' : undefined}
    >
      {children}
    </span>
  );
}
