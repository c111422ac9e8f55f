import { dayNumber } from './calendar.js';
import { CUSTOMER_PROFILES, MAX_FLEET_CUSTOMERS } from './customer-profiles.js';

/** Options of {@link writeDemoDataSet}; every one has a default. */
export interface DemoDataOptions {
  /** Seed of the pseudo-random source; the same seed gives a byte-identical data set. Default 1. */
  seed?: number;
  /** Tubular joints per customer. Default 3000. */
  serialsPerCustomer?: number;
  /** How many of the invented customers to include, main customer first (1 to 5). Default 5. */
  customers?: number;
  /**
   * Tubular joints of each customer, main customer first, for a fleet larger than the invented customers
   * (1 to 50 entries): replaces `serialsPerCustomer` and `customers`. Customers beyond the invented five
   * are made from them.
   */
  fleet?: readonly number[];
  /**
   * The day the data set is "as of" (YYYY-MM-DD): every date lies on or before it, and the colour rules are
   * spread relative to it. Default 2026-11-20. Pass today's date for a fresh-looking demo.
   */
  referenceDate?: string;
}

/** The options with their defaults filled in and checked. */
export interface ResolvedDemoOptions {
  seed: number;
  /** Tubular joints of each customer, main customer first. */
  fleet: number[];
  referenceDate: string;
}

/** The largest fleet per customer the generator accepts. */
export const MAX_SERIALS_PER_CUSTOMER = 1_000_000;

/**
 * Fills in defaults and rejects values the generator cannot honour, naming the option.
 *
 * @example
 * resolveDemoOptions({ seed: 7, customers: 2 });
 * // { seed: 7, fleet: [3000, 3000], referenceDate: '2026-11-20' }
 */
export function resolveDemoOptions(options: DemoDataOptions = {}): ResolvedDemoOptions {
  const seed = options.seed ?? 1;
  if (!Number.isSafeInteger(seed) || seed < 0) {
    throw new RangeError(`seed must be a non-negative integer, got ${seed}`);
  }
  const referenceDate = options.referenceDate ?? '2026-11-20';
  dayNumber(referenceDate);
  return { seed, fleet: resolveFleet(options), referenceDate };
}

function resolveFleet(options: DemoDataOptions): number[] {
  if (options.fleet) {
    if (options.fleet.length < 1 || options.fleet.length > MAX_FLEET_CUSTOMERS) {
      throw new RangeError(
        `fleet must list 1 to ${MAX_FLEET_CUSTOMERS} customers, got ${options.fleet.length}`,
      );
    }
    for (const [index, serials] of options.fleet.entries()) checkSerials(`fleet[${index}]`, serials);
    return [...options.fleet];
  }
  const serialsPerCustomer = options.serialsPerCustomer ?? 3000;
  checkSerials('serialsPerCustomer', serialsPerCustomer);
  const customers = options.customers ?? CUSTOMER_PROFILES.length;
  if (!Number.isInteger(customers) || customers < 1 || customers > CUSTOMER_PROFILES.length) {
    throw new RangeError(
      `customers must be an integer from 1 to ${CUSTOMER_PROFILES.length}, got ${customers}`,
    );
  }
  return Array.from({ length: customers }, () => serialsPerCustomer);
}

function checkSerials(option: string, serials: number): void {
  if (!Number.isInteger(serials) || serials < 1 || serials > MAX_SERIALS_PER_CUSTOMER) {
    throw new RangeError(
      `${option} must be an integer from 1 to ${MAX_SERIALS_PER_CUSTOMER}, got ${serials}`,
    );
  }
}
