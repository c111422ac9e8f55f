import { type KeyboardEvent, useCallback, useRef, useState } from 'react';

/** A cell of a two-dimensional keyboard grid, by row and column index (0-based). */
export interface GridCursor {
  row: number;
  col: number;
}

/** What {@link useRovingGrid} gives each cell. */
export interface RovingGrid {
  /** The cell that holds the grid's single tab stop. */
  active: GridCursor;
  /** `0` for the active cell, `-1` for every other one (roving tabindex). */
  tabIndexOf: (row: number, col: number) => 0 | -1;
  /** Ref callback that registers a cell's focusable element. */
  cellRef: (row: number, col: number) => (element: HTMLElement | null) => void;
  /** Key handler of a cell: arrows, Home/End (with Ctrl: first/last row), PageUp/PageDown (first/last row). */
  onCellKeyDown: (event: KeyboardEvent, row: number, col: number) => void;
  /** Makes a cell the tab stop, e.g. when it is clicked. */
  setActive: (cursor: GridCursor) => void;
}

const clamp = (value: number, max: number) => Math.max(0, Math.min(value, max));

/**
 * Keyboard navigation of an ARIA grid with a roving tabindex (WAI-ARIA APG grid pattern): one cell is in
 * the tab order, arrow keys move focus between cells, and a move into a shorter row lands on its last
 * cell. Rows may have different lengths (a rack's last row is often shorter).
 *
 * @example
 * const grid = useRovingGrid([10, 10, 5]);
 * <button tabIndex={grid.tabIndexOf(r, c)} ref={grid.cellRef(r, c)} onKeyDown={(e) => grid.onCellKeyDown(e, r, c)} />
 */
export function useRovingGrid(rowLengths: readonly number[]): RovingGrid {
  const [stored, setActive] = useState<GridCursor>({ row: 0, col: 0 });
  const elements = useRef(new Map<string, HTMLElement>());
  const lastRow = Math.max(rowLengths.length - 1, 0);
  const row = clamp(stored.row, lastRow);
  const active = { row, col: clamp(stored.col, (rowLengths[row] ?? 1) - 1) };

  const cellRef = useCallback(
    (r: number, c: number) => (element: HTMLElement | null) => {
      if (element) elements.current.set(`${r}:${c}`, element);
      else elements.current.delete(`${r}:${c}`);
    },
    [],
  );

  const onCellKeyDown = (event: KeyboardEvent, r: number, c: number) => {
    const lengthOf = (index: number) => rowLengths[index] ?? 0;
    let target: GridCursor | null = null;
    switch (event.key) {
      case 'ArrowRight':
        target = { row: r, col: Math.min(c + 1, lengthOf(r) - 1) };
        break;
      case 'ArrowLeft':
        target = { row: r, col: Math.max(c - 1, 0) };
        break;
      case 'ArrowDown':
        target = r < lastRow ? { row: r + 1, col: Math.min(c, lengthOf(r + 1) - 1) } : { row: r, col: c };
        break;
      case 'ArrowUp':
        target = r > 0 ? { row: r - 1, col: Math.min(c, lengthOf(r - 1) - 1) } : { row: r, col: c };
        break;
      case 'Home':
        target = event.ctrlKey ? { row: 0, col: 0 } : { row: r, col: 0 };
        break;
      case 'End':
        target = event.ctrlKey
          ? { row: lastRow, col: lengthOf(lastRow) - 1 }
          : { row: r, col: lengthOf(r) - 1 };
        break;
      case 'PageUp':
        target = { row: 0, col: Math.min(c, lengthOf(0) - 1) };
        break;
      case 'PageDown':
        target = { row: lastRow, col: Math.min(c, lengthOf(lastRow) - 1) };
        break;
      default:
        return;
    }
    event.preventDefault();
    setActive(target);
    elements.current.get(`${target.row}:${target.col}`)?.focus();
  };

  return {
    active,
    tabIndexOf: (r, c) => (r === active.row && c === active.col ? 0 : -1),
    cellRef,
    onCellKeyDown,
    setActive,
  };
}
