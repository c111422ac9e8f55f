import { z } from 'zod';
import { fromEpochSeconds } from '../../rules/dates/epoch-seconds.js';

/**
 * An optional text field: a string, `null` or absent.
 *
 * @example
 * z.looseObject({ Ref: text }).parse({ Ref: null });
 */
export const text = z.string().nullish();

/**
 * An optional measure or code that the system of record sends as text or as a number (`Tube_OD` `5.5` or
 * `'5 1/2"'`, `Weight`, `KSI`, `Range`).
 *
 * @example
 * z.looseObject({ Weight: measure }).parse({ Weight: 21.9 });
 */
export const measure = z.union([z.string(), z.number()]).nullish();

/**
 * A legacy epoch-seconds field, turned into an ISO timestamp (UTC) as it is parsed, so no number stands
 * for a date past the API client.
 *
 * @example
 * epochSeconds.parse(1709251200); // '2024-03-01T00:00:00.000Z'
 */
export const epochSeconds = z.number().finite().transform(fromEpochSeconds);

/**
 * An optional date: `YYYY-MM-DD` or an ISO 8601 timestamp as text, or epoch seconds (the lead-time data
 * sends Return_Date that way), which parse as an ISO timestamp.
 *
 * @example
 * z.looseObject({ Return_Date: dateValue }).parse({ Return_Date: 1709251200 });
 * // { Return_Date: '2024-03-01T00:00:00.000Z' }
 */
export const dateValue = z.union([z.string(), epochSeconds]).nullish();

/**
 * A required reference number or record id (Order_No, DT_No, Receive_No, userid, recordid), text or number.
 *
 * @example
 * reference.parse(40211);
 */
export const reference = z.union([z.string().min(1), z.number()]);

/**
 * A count of joints or items: a whole number, zero or more.
 *
 * @example
 * count.parse(12);
 */
export const count = z.number().int().nonnegative();

/**
 * A Yes/No flag (Completed, Check_Inspection ...), `null` or absent meaning not Yes.
 *
 * @example
 * z.looseObject({ Completed: yesNo }).parse({ Completed: 'Yes' });
 */
export const yesNo = z.enum(['Yes', 'No']).nullish();

/**
 * An optional list of names (assets, routes); absent or `null` means none.
 *
 * @example
 * z.looseObject({ assetlist: nameList }).parse({ assetlist: ['Rig 7'] });
 */
export const nameList = z.array(z.string()).nullish();
