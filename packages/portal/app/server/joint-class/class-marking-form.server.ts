import { type ClassMarking, classMarkingSchema, JOINT_CLASSES } from '@rigready/core';
import { AdminChangeError } from '../admin/change-context.server.js';

/**
 * The class marking an admin posted: for each class `<class>.count` bands (0 to 3), band `i` from
 * `<class>.<i>.colour` (`#rrggbb`) and `<class>.<i>.name` (the colour's name).
 *
 * @throws AdminChangeError 400 naming every field that is wrong (`Class 2.0.colour`), each in `fields`.
 * @example
 * readClassMarkingForm((name) => formText(form, name)); // { Premium: [{ colour: '#ffffff', name: 'white' }, ...], ... }
 */
export function readClassMarkingForm(posted: (field: string) => string): ClassMarking {
  const fields: Record<string, string> = {};
  const marking = Object.fromEntries(
    JOINT_CLASSES.map((jointClass) => {
      const text = posted(`${jointClass}.count`).trim();
      const count = Number(text);
      if (!/^\d$/.test(text) || count > 3) {
        fields[`${jointClass}.count`] = `${jointClass}: choose 0 to 3 bands (got "${text}")`;
        return [jointClass, []];
      }
      const bands = Array.from({ length: count }, (_, i) => ({
        colour: posted(`${jointClass}.${i}.colour`).trim(),
        name: posted(`${jointClass}.${i}.name`),
      }));
      return [jointClass, bands];
    }),
  );
  const parsed = classMarkingSchema.safeParse(marking);
  for (const issue of parsed.error?.issues ?? []) {
    const [jointClass, band] = issue.path;
    const where = band === undefined ? String(jointClass) : `${String(jointClass)} band ${Number(band) + 1}`;
    fields[issue.path.join('.')] ??= `${where}: ${issue.message}`;
  }
  if (Object.keys(fields).length > 0 || !parsed.success)
    throw new AdminChangeError(400, Object.values(fields).join('; '), fields);
  return parsed.data;
}

/**
 * The marking as the screen showed it when the admin began (the posted `previous`, JSON).
 *
 * @throws AdminChangeError 400 when it is absent or not a marking.
 * @example
 * readPreviousMarking(formText(form, 'previous')); // DEFAULT_CLASS_MARKING
 */
export function readPreviousMarking(previous: string): ClassMarking {
  let value: unknown;
  try {
    value = JSON.parse(previous);
  } catch {
    value = undefined;
  }
  const parsed = classMarkingSchema.safeParse(value);
  if (!parsed.success)
    throw new AdminChangeError(400, 'Invalid previous: the class marking as the screen showed it, as JSON');
  return parsed.data;
}
