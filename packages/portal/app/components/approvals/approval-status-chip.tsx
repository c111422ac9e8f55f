import { DEFAULT_STATUS_PALETTE } from '@rigready/core';
import { Chip } from '@rigready/ui';
import { APPROVAL_STATUS_WORDS } from '../../shared/approval-words.js';

const COLOURS = {
  pending: DEFAULT_STATUS_PALETTE.amber,
  approved: DEFAULT_STATUS_PALETTE.green,
  rejected: DEFAULT_STATUS_PALETTE.red,
  superseded: null,
} as const;

/**
 * An approval's status as a chip: amber while it awaits a decision, green approved, red rejected,
 * neutral superseded.
 *
 * @example
 * <ApprovalStatusChip status="approved" />
 */
export function ApprovalStatusChip({ status }: { status: keyof typeof APPROVAL_STATUS_WORDS }) {
  return <Chip color={COLOURS[status]}>{APPROVAL_STATUS_WORDS[status]}</Chip>;
}
