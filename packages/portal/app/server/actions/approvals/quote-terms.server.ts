import { formatDate } from '@rigready/core';
import { ActionError } from '../action-error.server.js';

/** A quote's amount, currency and last valid day, as checked and stored. */
export interface QuoteTerms {
  /** A decimal with at most two decimals, as typed without a thousands separator: '12500.00'. */
  amount: string;
  /** An ISO 4217 code: 'NOK'. */
  currency: string;
  /** The last day the quote may be approved, `YYYY-MM-DD`. */
  validUntil: string;
}

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
const CURRENCY = /^[A-Z]{3}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const textOf = (value: unknown, field: string): string => {
  if (value !== undefined && value !== null && typeof value !== 'string')
    throw new ActionError(400, `${field} must be text`);
  return typeof value === 'string' ? value.trim() : '';
};

function isCalendarDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/**
 * A quote's terms from a form, checked: the amount a decimal above zero with at most two decimals, the
 * currency a three-letter ISO code (upper-cased), the valid-until day a real date not before `today` (the
 * provider's `YYYY-MM-DD`).
 *
 * @throws {@link ActionError} 400 naming the field and what is wrong.
 * @example
 * readQuoteTerms({ amount: '12500.5', currency: 'nok', validUntil: '2026-12-31' }, '2026-11-29');
 * // { amount: '12500.5', currency: 'NOK', validUntil: '2026-12-31' }
 */
export function readQuoteTerms(
  input: { amount?: unknown; currency?: unknown; validUntil?: unknown },
  today: string,
): QuoteTerms {
  const amount = textOf(input.amount, 'amount');
  if (!AMOUNT.test(amount))
    throw new ActionError(
      400,
      `amount must be a number with at most 2 decimals and no thousands separator, such as 12500.00; got ${JSON.stringify(amount)}`,
    );
  if (Number(amount) <= 0) throw new ActionError(400, `amount must be more than 0; got ${amount}`);
  const currency = textOf(input.currency, 'currency').toUpperCase();
  if (!CURRENCY.test(currency))
    throw new ActionError(
      400,
      `currency must be a three-letter ISO code such as NOK, USD or EUR; got ${JSON.stringify(currency)}`,
    );
  const validUntil = textOf(input.validUntil, 'validUntil');
  if (!isCalendarDay(validUntil))
    throw new ActionError(400, `valid until must be a date (YYYY-MM-DD); got ${JSON.stringify(validUntil)}`);
  if (validUntil < today)
    throw new ActionError(
      400,
      `valid until ${formatDate(validUntil)} is in the past: today is ${formatDate(today)}`,
    );
  return { amount, currency, validUntil };
}
