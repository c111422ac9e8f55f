/** The heading of a run's rows on the list, its page and its entities, so that all three read alike. */
export const ROWS_READ = 'Rows read';

/**
 * How a run's figures add up, said on the list and on a run's page: without it, Rows read above Added
 * reads as a contradiction.
 */
export const COUNTS_NOTE =
  'Rows read = added + changed + unchanged. Deleted records are those the data set no longer holds.';
