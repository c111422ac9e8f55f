import { DEFAULT_STATUS_PALETTE, serialResultColour } from '@rigready/core';
import { Chip } from '../../chip/chip.js';

/** Props of {@link ResultChip}. */
export interface ResultChipProps {
  /** The serial history row's Result. */
  result: string | null | undefined;
}

/**
 * The serial history's Result cell (spec part 2 §3, §9): green for 'Accepted', red for anything else, by
 * core's `serialResultColour`.
 *
 * @example
 * <ResultChip result="Accepted" />
 */
export function ResultChip({ result }: ResultChipProps) {
  const colour = serialResultColour(result);
  return (
    <Chip color={DEFAULT_STATUS_PALETTE[colour]} className="rr-result-chip">
      {result?.trim() || 'No result'}
    </Chip>
  );
}
