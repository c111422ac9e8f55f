/** A class_limits.json row: the provider's minimum box OD and tong space for one connection and pipe. */
export interface ClassLimitsRow {
  Connection: string;
  Tube_OD: string;
  /** null is "any weight". */
  Weight: string | null;
  /** null is "any grade". */
  Grade: string | null;
  TJ_OD_Premium_Min: number;
  TJ_OD_Class2_Min: number;
  TS_Pin_Min: number;
  TS_Box_Min: number;
}

function limits(
  connection: string,
  tubeOd: string,
  weight: string | null,
  [premium, class2]: [number, number],
  [pin, box]: [number, number],
): ClassLimitsRow {
  return {
    Connection: connection,
    Tube_OD: tubeOd,
    Weight: weight,
    Grade: null,
    TJ_OD_Premium_Min: premium,
    TJ_OD_Class2_Min: class2,
    TS_Pin_Min: pin,
    TS_Box_Min: box,
  };
}

/**
 * Demo limits, in the manner of the API RP 7G-2 tool-joint tables but not taken from them: one row per
 * connection and tube OD the catalogue's tool-joint items use, a Weight row where one connection serves
 * two tool-joint ODs. The tallies wear a box 0 to 0.3 in under its new OD, so a Premium minimum 0.29 in
 * under it leaves a few joints in service Class 2; the Class 2 minimum 0.425 in under it is reached only by
 * the scrapped tool joints (worn up to 0.6 in). The tallies' tong spaces start at 7 in (pin) and 9 in
 * (box), so minimums 1/32 in above those reject a handful. OCTG and tubing have no tool joints and no row.
 *
 * @example
 * DEMO_CLASS_LIMITS.find((row) => row.Connection === 'NC50' && row.Weight === '19.5')?.TJ_OD_Premium_Min; // 6.335
 */
export const DEMO_CLASS_LIMITS: readonly ClassLimitsRow[] = [
  limits('NC50', '5', '19.5', [6.335, 6.2], [7.031, 9.031]),
  limits('NC50', '5', null, [6.21, 6.075], [7.031, 9.031]),
  limits('5 1/2 FH', '5 1/2', '21.9', [6.96, 6.825], [7.031, 9.031]),
  limits('5 1/2 FH', '5 1/2', null, [6.71, 6.575], [7.031, 9.031]),
  limits('XT57', '5 7/8', null, [6.96, 6.825], [7.031, 9.031]),
  limits('6 5/8 FH', '6 5/8', null, [8.21, 8.075], [7.031, 9.031]),
  limits('NC46', '6 1/2', null, [6.21, 6.075], [7.031, 9.031]),
  limits('6 5/8 REG', '8', null, [7.71, 7.575], [7.031, 9.031]),
  limits('7 5/8 REG', '9 1/2', null, [9.21, 9.075], [7.031, 9.031]),
];
