import type { DataTableColumn } from './data-table.types.js';

// How many columns a card lists when the screen names none as primary: enough to tell rows apart on a
// phone, few enough that a card stays a glance.
const DEFAULT_CARD_FIELDS = 4;

/**
 * What a row's card shows, from the columns shown in their drawn order: the pinned column as its title
 * (else the first column), then the primary columns (else the next four), so that a table whose screen
 * names neither still shows cards someone can tell apart.
 *
 * @example
 * const { identity, fields } = cardColumns(shownColumns);
 */
export function cardColumns<Row>(shown: readonly DataTableColumn<Row>[]): {
  identity: DataTableColumn<Row> | undefined;
  fields: readonly DataTableColumn<Row>[];
} {
  const identity = shown.find((column) => column.pinned) ?? shown[0];
  const others = shown.filter((column) => column !== identity);
  const primary = others.filter((column) => column.primary);
  return { identity, fields: primary.length > 0 ? primary : others.slice(0, DEFAULT_CARD_FIELDS) };
}
