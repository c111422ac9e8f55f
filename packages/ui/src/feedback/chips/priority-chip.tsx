import { Chip } from '../../chip/chip.js';

/** The chip width of the dashboard's Priority column (spec part 2 §9). */
export const PRIORITY_CHIP_WIDTH = 80;

/** Props of {@link PriorityChip}. */
export interface PriorityChipProps {
  /** The dashboard row's Priority (`{ value, name, color }`), or null. */
  priority: { readonly name?: string | null; readonly color?: string | null } | null | undefined;
}

/**
 * The dashboard's Priority cell (spec part 2 §2): a chip in the priority's colour, 80 px wide, showing its
 * name; nothing when the priority has no colour.
 *
 * @example
 * <PriorityChip priority={{ value: 1, name: 'High', color: '#d32f2f' }} />
 */
export function PriorityChip({ priority }: PriorityChipProps) {
  if (!priority?.color) return null;
  return (
    <Chip color={priority.color} width={PRIORITY_CHIP_WIDTH} title={priority.name ?? undefined}>
      {priority.name}
    </Chip>
  );
}
