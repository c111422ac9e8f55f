/**
 * An approval's status in words, as its list and page say it.
 *
 * @example
 * APPROVAL_STATUS_WORDS.pending; // 'Awaiting decision'
 */
export const APPROVAL_STATUS_WORDS = {
  pending: 'Awaiting decision',
  approved: 'Approved',
  rejected: 'Rejected',
  superseded: 'Superseded',
} as const;

/**
 * What an approval is of, in words.
 *
 * @example
 * APPROVAL_SUBJECT_WORDS['pre-invoice']; // 'Pre-invoice'
 */
export const APPROVAL_SUBJECT_WORDS = {
  quote: 'Quote',
  report: 'Report',
  'pre-invoice': 'Pre-invoice',
} as const;
