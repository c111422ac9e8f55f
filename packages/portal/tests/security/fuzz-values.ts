import fc from 'fast-check';

/** Strings that have broken parsers, paths and queries before: traversal, NUL, encodings, injections. */
const NASTY_STRINGS = [
  '',
  ' ',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%252e%252e%252f',
  '..%00.pdf',
  'report\u0000.pdf',
  '/etc/passwd',
  'C:\\boot.ini',
  'documents/orders/PO-50100.pdf',
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '{{7*7}}\u0024{7*7}',
  '__proto__',
  'constructor',
  '\u202e\u0000\uffff\ud83d\ude00',
  'Fleet Inventory',
  'NaN',
  'Infinity',
  '-1',
  '-0',
  '0x7fffffff',
  '1e309',
  '9007199254740993',
  '-9007199254740993',
  '[]',
  '{}',
  'null',
  'true',
  '2025-02-30',
  '9999-12-31T23:59:59Z',
];

/**
 * One hostile value for a query parameter: arbitrary Unicode, a known-nasty string, a huge or negative
 * number, or a very long string.
 *
 * @example
 * fc.sample(queryValue(), 3); // ['../../../../etc/passwd', '-1e+300', '𝌆\u0000…']
 */
export function queryValue(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.constantFrom(...NASTY_STRINGS),
    fc.oneof(fc.double(), fc.bigInt(), fc.integer()).map(String),
    fc.string({ unit: 'grapheme-ascii', minLength: 2000, maxLength: 20_000 }),
  );
}

/**
 * One hostile value for a JSON body field: any of {@link queryValue}, or a value of the wrong type
 * (numbers beyond the safe range, negatives, booleans, null, nested arrays and objects).
 *
 * @example
 * fc.sample(bodyValue(), 3); // [[{}], -1.7976931348623157e308, '..%00.pdf']
 */
export function bodyValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    queryValue(),
    fc.constantFrom(null, true, false, 0, -1, Number.MAX_SAFE_INTEGER + 2, -1e308, 1e308),
    fc.array(fc.oneof(fc.string(), fc.integer(), fc.constant(null)), { maxLength: 5 }),
    fc.jsonValue({ maxDepth: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 4 }),
  );
}

/** The seed of this run: FUZZ_SEED if set (to replay a failure), else a fixed one so CI is repeatable. */
export function fuzzSeed(): number {
  const fromEnv = Number(process.env.FUZZ_SEED);
  return Number.isInteger(fromEnv) && process.env.FUZZ_SEED !== undefined ? fromEnv : 20_251_121;
}

/** Runs per call: FUZZ_RUNS if set, else `fallback`. */
export function fuzzRuns(fallback: number): number {
  const fromEnv = Number(process.env.FUZZ_RUNS);
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : fallback;
}
