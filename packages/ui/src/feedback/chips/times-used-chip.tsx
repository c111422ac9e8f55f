import { Chip } from '../../chip/chip.js';

/** The chip width of the TCP Guns' Times Used column (spec part 2 §9). */
export const TIMES_USED_CHIP_WIDTH = 40;

/** Props of {@link TimesUsedChip}. */
export interface TimesUsedChipProps {
  /** The TCP row's times_used (`{ count, color }`). */
  timesUsed: { readonly count?: number | null; readonly color?: string | null } | null | undefined;
}

/**
 * The TCP Guns' Times Used cell (spec part 2 §2): the count on a 40 px chip in its colour when it has one,
 * otherwise the plain count.
 *
 * @example
 * <TimesUsedChip timesUsed={{ count: 3, color: '#ffeb3b' }} />
 */
export function TimesUsedChip({ timesUsed }: TimesUsedChipProps) {
  const count = timesUsed?.count;
  if (count === null || count === undefined) return null;
  if (!timesUsed?.color) return <span className="rr-times-used">{count}</span>;
  return (
    <Chip color={timesUsed.color} width={TIMES_USED_CHIP_WIDTH}>
      {count}
    </Chip>
  );
}
