import type { SourceImport } from './source-imports.js';

/**
 * The circles among imports: each a sorted list of the files that reach one another (Tarjan's strongly
 * connected components of two files or more), sorted by their first file.
 *
 * @example
 * importCircles([{ from: 'a.ts', to: 'b.ts', typeOnly: false }, { from: 'b.ts', to: 'a.ts', typeOnly: true }]);
 * // [['a.ts', 'b.ts']]
 */
export function importCircles(imports: readonly SourceImport[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of imports) {
    next.set(from, [...(next.get(from) ?? []), to]);
    if (!next.has(to)) next.set(to, []);
  }
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];

  function visit(file: string): void {
    order.set(file, order.size);
    low.set(file, order.get(file) ?? 0);
    stack.push(file);
    onStack.add(file);
    for (const target of next.get(file) ?? []) {
      if (!order.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file) ?? 0, order.get(target) ?? 0));
      }
    }
    if (low.get(file) !== order.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) circles.push(component.sort());
  }

  for (const file of next.keys()) if (!order.has(file)) visit(file);
  return circles.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}
