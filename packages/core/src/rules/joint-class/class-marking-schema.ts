import { z } from 'zod';

const bandSchema = z.object({
  colour: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: 'A band colour is written #rrggbb, e.g. #ffd600' })
    .transform((colour) => colour.toLowerCase()),
  name: z
    .string()
    .trim()
    .min(1, { error: 'A band needs the name of its colour, e.g. yellow' })
    .max(30, { error: 'A colour name has at most 30 characters' }),
});

const bandsSchema = z.array(bandSchema).max(3, { error: 'A class is marked with at most three bands' });

/**
 * A provider's class marking as configured (an admin setting): for each class none to three bands, each a
 * `#rrggbb` colour (lower-cased) and the colour's name. A class with no bands is unmarked on the pipe; its
 * chip then shows the class in words only.
 *
 * @example
 * classMarkingSchema.parse({ Premium: [{ colour: '#FFFFFF', name: 'white' }], 'Class 2': [...], Reject: [...] });
 * classMarkingSchema.safeParse({ Premium: [white, white, white, white] }).success;
 * // false: 'A class is marked with at most three bands'
 */
export const classMarkingSchema = z.object({
  Premium: bandsSchema,
  'Class 2': bandsSchema,
  Reject: bandsSchema,
});
