import type { NcrDecision } from '../../db/schema.server.js';

/** Every disposition an approver may give an NCR, in the order the form offers them. */
export const NCR_DECISIONS: readonly NcrDecision[] = ['accept', 'repair', 'reject', 'accept-with-deviation'];

/** A disposition in words, as screens and mails say it. */
export const NCR_DECISION_WORDS: Record<NcrDecision, string> = {
  accept: 'Accept',
  repair: 'Repair',
  reject: 'Reject',
  'accept-with-deviation': 'Accept with deviation',
};

/** The NCR status (free text in the contract, compared without case) that means the customer must decide. */
export const AWAITING_DISPOSITION = 'Awaiting Disposition';

/**
 * Whether a text names an NCR disposition.
 *
 * @example
 * isNcrDecision('accept-with-deviation'); // true
 */
export function isNcrDecision(value: unknown): value is NcrDecision {
  return typeof value === 'string' && (NCR_DECISIONS as readonly string[]).includes(value);
}

/**
 * Whether an NCR's status says it awaits the customer's disposition.
 *
 * @example
 * awaitsDisposition(' awaiting disposition '); // true
 */
export function awaitsDisposition(status: string | null | undefined): boolean {
  return status?.trim().toLowerCase() === AWAITING_DISPOSITION.toLowerCase();
}
