import { dayNumber } from './calendar.js';
import { CUSTOMER_PROFILES } from './customer-profiles.js';

/** Options of {@link writeDemoDataSet}; every one has a default. */
export interface DemoDataOptions {
  /** Seed of the pseudo-random source; the same seed gives a byte-identical data set. Default 1. */
  seed?: number;
  /** Tubular joints per customer. Default 3000. */
  serialsPerCustomer?: number;
  /** How many of the invented customers to include, main customer first (1 to 5). Default 5. */
  customers?: number;
  /**
   * The day the data set is "as of" (YYYY-MM-DD): every date lies on or before it, and the colour rules are
   * spread relative to it. Default 2026-11-20. Pass today's date for a fresh-looking demo.
   */
  referenceDate?: string;
}

/** The options with their defaults filled in and checked. */
export interface ResolvedDemoOptions {
  seed: number;
  serialsPerCustomer: number;
  customers: number;
  referenceDate: string;
}

/** The largest fleet per customer the generator accepts. */
export const MAX_SERIALS_PER_CUSTOMER = 1_000_000;

/**
 * Fills in defaults and rejects values the generator cannot honour, naming the option.
 *
 * @example
 * resolveDemoOptions({ seed: 7 });
 * // { seed: 7, serialsPerCustomer: 3000, customers: 5, referenceDate: '2026-11-20' }
 */
export function resolveDemoOptions(options: DemoDataOptions = {}): ResolvedDemoOptions {
  const seed = options.seed ?? 1;
  if (!Number.isSafeInteger(seed) || seed < 0) {
    throw new RangeError(`seed must be a non-negative integer, got ${seed}`);
  }
  const serialsPerCustomer = options.serialsPerCustomer ?? 3000;
  if (
    !Number.isInteger(serialsPerCustomer) ||
    serialsPerCustomer < 1 ||
    serialsPerCustomer > MAX_SERIALS_PER_CUSTOMER
  ) {
    throw new RangeError(
      `serialsPerCustomer must be an integer from 1 to ${MAX_SERIALS_PER_CUSTOMER}, got ${serialsPerCustomer}`,
    );
  }
  const customers = options.customers ?? CUSTOMER_PROFILES.length;
  if (!Number.isInteger(customers) || customers < 1 || customers > CUSTOMER_PROFILES.length) {
    throw new RangeError(
      `customers must be an integer from 1 to ${CUSTOMER_PROFILES.length}, got ${customers}`,
    );
  }
  const referenceDate = options.referenceDate ?? '2026-11-20';
  dayNumber(referenceDate);
  return { seed, serialsPerCustomer, customers, referenceDate };
}
