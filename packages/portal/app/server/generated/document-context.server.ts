import { formatDate } from '@rigready/core';

/** The provider's name on every generated document when the configuration names none. */
export const DEFAULT_PROVIDER_NAME = 'rigready inspection services';

/**
 * What every generated document carries besides its rows: the provider's name (from the configuration)
 * and the document date. The date is passed in, never read from the clock inside a renderer, so a
 * document is reproducible and tests are deterministic.
 *
 * @example
 * const context: DocumentContext = { provider: DEFAULT_PROVIDER_NAME, date: new Date('2025-07-07T00:00:00Z') };
 */
export interface DocumentContext {
  provider: string;
  date: Date;
}

/**
 * A generated document's context with the configured provider name, or {@link DEFAULT_PROVIDER_NAME}
 * when it is empty or absent.
 *
 * @example
 * documentContext(undefined, new Date('2025-07-07T00:00:00Z')).provider; // 'rigready inspection services'
 */
export function documentContext(provider: string | null | undefined, date: Date): DocumentContext {
  if (Number.isNaN(date.getTime())) throw new Error('Document date must be a valid date');
  const name = provider?.trim();
  return { provider: name ? name : DEFAULT_PROVIDER_NAME, date };
}

/**
 * A stored date (`YYYY-MM-DD`) or instant as the portal shows dates (`DD.MM.YYYY`); empty for none.
 *
 * @example
 * displayDate('2025-07-07'); // '07.07.2025'
 */
export function displayDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return formatDate(value);
}
