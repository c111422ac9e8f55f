/**
 * Moves one id of a list to another position (a drag from `from` onto `to`, or a move up or down by
 * keyboard), returning a new list. Positions outside the list are clamped to its ends, so "move up" on
 * the first item leaves the list as it is. Throws a `RangeError` for an id that is not in the list.
 *
 * @example
 * moveColumn(['A', 'B', 'C'], 'C', 0); // ['C', 'A', 'B']
 * moveColumn(['A', 'B', 'C'], 'A', -1); // ['A', 'B', 'C']
 */
export function moveColumn(ids: readonly string[], id: string, to: number): string[] {
  const from = ids.indexOf(id);
  if (from === -1) throw new RangeError(`Cannot move column "${id}": it is not among ${ids.join(', ')}.`);
  const target = Math.max(0, Math.min(ids.length - 1, to));
  const moved = ids.filter((candidate) => candidate !== id);
  moved.splice(target, 0, id);
  return moved;
}

/**
 * Shows or hides one column in the list of shown ids, keeping the others' order: a shown column is
 * added where it sits in `allIds` relative to the shown ones, so hiding and showing it again puts it back.
 *
 * @example
 * toggleColumn(['A', 'C'], ['A', 'B', 'C'], 'B', true); // ['A', 'B', 'C']
 * toggleColumn(['A', 'B', 'C'], ['A', 'B', 'C'], 'B', false); // ['A', 'C']
 */
export function toggleColumn(
  shownIds: readonly string[],
  allIds: readonly string[],
  id: string,
  shown: boolean,
): string[] {
  if (!shown) return shownIds.filter((candidate) => candidate !== id);
  if (shownIds.includes(id)) return [...shownIds];
  const rank = allIds.indexOf(id);
  const at = shownIds.findIndex((candidate) => allIds.indexOf(candidate) > rank);
  const next = [...shownIds];
  next.splice(at === -1 ? next.length : at, 0, id);
  return next;
}
