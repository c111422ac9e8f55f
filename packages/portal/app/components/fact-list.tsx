import type { ReactNode } from 'react';

/** One fact of a record: its label and what it is. Labels are unique within a list (they are its keys). */
export type Fact = [label: string, value: ReactNode];

/**
 * A record's facts as a definition list, each label and value in its own `<div>` so a screen's CSS can lay
 * them out as a grid of pairs.
 *
 * @example
 * <FactList className="rr-imports__facts" facts={[['Source', 'upload'], ['By', 'Ann']]} />
 */
export function FactList({ facts, className }: { facts: readonly Fact[]; className: string }) {
  return (
    <dl className={className}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
