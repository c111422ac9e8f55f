/**
 * The fields a schema knows, without the `[key: string]: unknown` that `z.looseObject` adds to its inferred
 * type (records keep their keys). The extra fields are still there at run time; the exported types describe
 * the contract, so a host's own interfaces (without index signatures) stay assignable to them.
 *
 * @example
 * type Row = Known<z.infer<typeof pipeRowSchema>>;
 */
export type Known<T> = T extends readonly unknown[]
  ? { [I in keyof T]: Known<T[I]> }
  : T extends object
    ? { [K in keyof T as string extends K ? (unknown extends T[K] ? never : K) : K]: Known<T[K]> }
    : T;
