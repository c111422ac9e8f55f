import { JOINT_CLASSES } from '@rigready/core';
import { z } from 'zod';
import type { JointClassView } from './joint-class.server.js';

const jointClass = z.enum(JOINT_CLASSES as ['Premium', 'Class 2', 'Reject']).nullable();
const inches = z.number().nullable();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const endRecutsLeft = z.strictObject({
  recutsLeft: z.number().int().min(0).nullable().describe('Whole recuts left; null when it cannot be told.'),
  tongSpace: inches.describe('The tong space at the latest inspection, inches.'),
  minimum: inches.describe('The minimum tong space from the limits, inches.'),
  basis: z
    .discriminatedUnion('source', [
      z.strictObject({ source: z.literal('provider setting'), perRecut: z.number() }),
      z.strictObject({
        source: z.literal('customer median'),
        perRecut: z.number(),
        recuts: z.number().int(),
      }),
    ])
    .nullable()
    .describe("The tong space one recut takes: the provider's setting, else the median of recorded recuts."),
  text: z.string().describe('How the figure was worked out, or why there is none.'),
});

/**
 * The answer of `GET /api/joints/<serial>`, for the OpenAPI description and the tests: a joint's class
 * (API RP 7G-2 / ISO 10407-2) with the reasons, its inspections oldest first, the wall's projection and
 * the recuts left, and the provider's limits they rest on (null: no limits row, the tool joint is not
 * classed).
 *
 * @example
 * jointClassAnswerSchema.parse(await response.json());
 */
export const jointClassAnswerSchema = z.strictObject({
  serialNumber: z.string(),
  item: z
    .strictObject({
      itemNo: z.string(),
      connection: z.string().nullable(),
      tubeOd: z.string().nullable(),
      weight: z.string().nullable(),
      grade: z.string().nullable(),
    })
    .nullable(),
  location: z.string().nullable(),
  class: z.strictObject({
    overall: jointClass.describe("The lower of body and tool joint; the body's without limits."),
    body: jointClass,
    toolJoint: jointClass,
    reasons: z.array(z.string()),
  }),
  inspections: z.array(
    z.strictObject({
      date: day.nullable(),
      orderNo: z.string(),
      wall: z.number().nullable().describe('Remaining body wall, %.'),
      boxOd: inches,
      tongSpacePin: inches,
      tongSpaceBox: inches,
      machiningPin: z.string().nullable(),
      machiningBox: z.string().nullable(),
      class: jointClass,
    }),
  ),
  projection: z.strictObject({
    premiumUntil: day.nullable().describe('The last day the wall trend stays at the Premium threshold.'),
    class2Until: day.nullable(),
    wallRatePerYear: z.number().nullable().describe('Least squares over every wall figure, % per year.'),
  }),
  recutsLeft: z.strictObject({ pin: endRecutsLeft, box: endRecutsLeft }),
  limits: z
    .strictObject({
      TJ_OD_Premium_Min: z.number(),
      TJ_OD_Class2_Min: z.number(),
      TS_Pin_Min: z.number(),
      TS_Box_Min: z.number(),
    })
    .nullable(),
});

/**
 * The answer of `GET /api/joints/<serial>` from a joint's class view.
 *
 * @example
 * apiJson(jointClassAnswer(view));
 */
export function jointClassAnswer(view: JointClassView): z.infer<typeof jointClassAnswerSchema> {
  const { premiumUntil, class2Until, wallRatePerYear } = view.projection;
  return {
    serialNumber: view.serialNumber,
    item: view.item,
    location: view.location,
    class: view.class,
    inspections: view.inspections,
    projection: { premiumUntil, class2Until, wallRatePerYear },
    recutsLeft: view.recutsLeft,
    limits: view.limits,
  };
}
