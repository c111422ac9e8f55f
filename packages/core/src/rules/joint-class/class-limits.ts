/**
 * The provider's limits for classing a tool joint (docs/data-contract.md class_limits.json), in inches: the
 * minimum box OD for Premium and for Class 2, and the minimum tong space of the pin and of the box.
 *
 * @example
 * const limits: ClassLimits = { TJ_OD_Premium_Min: 6.75, TJ_OD_Class2_Min: 6.5, TS_Pin_Min: 4, TS_Box_Min: 4.5 };
 */
export interface ClassLimits {
  TJ_OD_Premium_Min: number;
  TJ_OD_Class2_Min: number;
  TS_Pin_Min: number;
  TS_Box_Min: number;
}

/**
 * One row of class_limits.json: the connection and pipe it applies to, written as in items.json
 * (`Weight` or `Grade` null means any), and its {@link ClassLimits}.
 *
 * @example
 * const row: ClassLimitsRow = {
 *   Connection: 'NC50', Tube_OD: '5', Weight: null, Grade: null,
 *   TJ_OD_Premium_Min: 6.25, TJ_OD_Class2_Min: 6, TS_Pin_Min: 4, TS_Box_Min: 4.5,
 * };
 */
export interface ClassLimitsRow extends ClassLimits {
  Connection: string;
  Tube_OD: string | number;
  Weight?: string | number | null;
  Grade?: string | null;
}

const LIMIT_FIELDS = ['TJ_OD_Premium_Min', 'TJ_OD_Class2_Min', 'TS_Pin_Min', 'TS_Box_Min'] as const;

/**
 * Checks a limits value before it is used: every limit a positive finite number of inches, and the
 * Premium box OD at least the Class 2 one (else no box OD could be Class 2 and not Premium).
 *
 * @throws RangeError naming the field and the value that is wrong.
 * @example
 * assertClassLimits({ TJ_OD_Premium_Min: 6.5, TJ_OD_Class2_Min: 6.75, TS_Pin_Min: 4, TS_Box_Min: 4.5 });
 * // RangeError: TJ_OD_Premium_Min (6.5) is under TJ_OD_Class2_Min (6.75)
 */
export function assertClassLimits(limits: ClassLimits): void {
  for (const field of LIMIT_FIELDS) {
    const value = limits[field];
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
      throw new RangeError(`Class limit ${field} must be a positive number of inches, got ${String(value)}`);
    }
  }
  if (limits.TJ_OD_Premium_Min < limits.TJ_OD_Class2_Min) {
    throw new RangeError(
      `TJ_OD_Premium_Min (${limits.TJ_OD_Premium_Min}) is under TJ_OD_Class2_Min (${limits.TJ_OD_Class2_Min})`,
    );
  }
}
