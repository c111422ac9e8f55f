import type { SelectionAction } from '@rigready/ui';

/**
 * The new-request form's address, filled in with the joints (tubular serials) or tools (BHA serials)
 * to name.
 *
 * @example
 * requestFormHref('joint', ['NW-0001', 'NW-0002']); // '/requests/new?items=joint&serial=NW-0001&serial=NW-0002'
 */
export function requestFormHref(items: 'joint' | 'tool', serials: readonly string[]): string {
  const query = new URLSearchParams({ items });
  for (const serial of serials) query.append('serial', serial);
  return `/requests/new?${query}`;
}

/**
 * A drill-down's "Request…" action: opens the new-request form with the ticked joints.
 *
 * @example
 * <DrillDownListDialog selectionActions={[printLabels, requestJointsAction(navigate)]} … />
 */
export function requestJointsAction(navigate: (to: string) => void): SelectionAction {
  return {
    label: 'Request…',
    onRun: (ticked) =>
      navigate(
        requestFormHref(
          'joint',
          ticked.map((row) => String(row.Serial_Number)),
        ),
      ),
  };
}
