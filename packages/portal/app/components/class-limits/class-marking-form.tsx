import {
  type ClassBand,
  type ClassMarking,
  DEFAULT_CLASS_MARKING,
  JOINT_CLASSES,
  type JointClass,
} from '@rigready/core';
import { ClassChip, FormAlert, useSnackbar } from '@rigready/ui';
import { type FormEvent, useState } from 'react';
import type { AdminChangeAnswer } from '../../server/pages/admin-change-page.server.js';
import { useActionCall } from '../use-action-call.js';

const COLOUR_NAMES = ['white', 'yellow', 'red', 'blue', 'green', 'orange', 'black', 'brown'];
const NEW_BAND: ClassBand = { colour: '#ffffff', name: 'white' };

/** The posted fields of a marking: per class its band count and each band's colour and name. */
function markingFields(marking: ClassMarking): Record<string, string> {
  return Object.fromEntries(
    JOINT_CLASSES.flatMap((jointClass) => [
      [`${jointClass}.count`, String(marking[jointClass].length)],
      ...marking[jointClass].flatMap((band, i) => [
        [`${jointClass}.${i}.colour`, band.colour],
        [`${jointClass}.${i}.name`, band.name],
      ]),
    ]),
  );
}

/**
 * The band colours of the classes (the provider's class marking): for each class none to three paint
 * bands, each a colour and the colour's name, with the class chip as it will show everywhere. Saved to
 * `action` (intent `marking`), with the marking shown when the page loaded, so a marking changed
 * meanwhile by someone else is refused instead of overwritten.
 *
 * @example
 * <ClassMarkingForm action="/settings/class-limits" marking={loaderData.marking} />
 */
export function ClassMarkingForm({ action, marking }: { action: string; marking: ClassMarking }) {
  const [edited, setEdited] = useState<ClassMarking>(marking);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const call = useActionCall<AdminChangeAnswer>(action);
  const snackbar = useSnackbar();

  const setBands = (jointClass: JointClass, bands: readonly ClassBand[]) =>
    setEdited({ ...edited, [jointClass]: bands });
  const setCount = (jointClass: JointClass, count: number) => {
    const bands = edited[jointClass];
    const last = bands[bands.length - 1] ?? NEW_BAND;
    setBands(
      jointClass,
      Array.from({ length: count }, (_, i) => bands[i] ?? last),
    );
  };
  const setBand = (jointClass: JointClass, index: number, change: Partial<ClassBand>) =>
    setBands(
      jointClass,
      edited[jointClass].map((band, i) => (i === index ? { ...band, ...change } : band)),
    );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    const answer = await call({
      intent: 'marking',
      previous: JSON.stringify(marking),
      ...markingFields(edited),
    });
    setSubmitting(false);
    setFieldErrors(answer?.fields ?? {});
    setFailure(answer?.ok || answer?.fields ? null : (answer?.message ?? 'The band colours were not saved'));
    if (answer?.ok) snackbar.show(answer.message, { tone: 'success' });
  };

  return (
    <form className="rr-class-marking" onSubmit={onSubmit} noValidate aria-labelledby="class-marking-title">
      <h2 id="class-marking-title">Band colours</h2>
      <p>
        The paint bands each class is marked with on the pipe, as every class chip of the portal draws them.
        The common marking is two white bands for Premium, one yellow for Class 2 and one red for Reject.
      </p>
      <div className="rr-class-marking__classes">
        {JOINT_CLASSES.map((jointClass) => (
          <fieldset key={jointClass} className="rr-class-marking__class">
            <legend>{jointClass}</legend>
            <ClassChip jointClass={jointClass} marking={edited} reasonsDisplay="none" />
            <label className="rr-class-marking__count">
              <span>Bands</span>
              <select
                name={`${jointClass}.count`}
                value={edited[jointClass].length}
                onChange={(event) => setCount(jointClass, Number(event.target.value))}
              >
                {[0, 1, 2, 3].map((count) => (
                  <option key={count} value={count}>
                    {count}
                  </option>
                ))}
              </select>
            </label>
            {edited[jointClass].map((band, i) => {
              const error =
                fieldErrors[`${jointClass}.${i}.colour`] ?? fieldErrors[`${jointClass}.${i}.name`];
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: bands are positional and may repeat a colour.
                <div key={i} className="rr-class-marking__band">
                  <label>
                    <span>Band {i + 1} colour</span>
                    <input
                      type="color"
                      value={band.colour}
                      aria-label={`${jointClass} band ${i + 1} colour`}
                      onChange={(event) => setBand(jointClass, i, { colour: event.target.value })}
                    />
                  </label>
                  <label>
                    <span>Name</span>
                    <input
                      type="text"
                      list="rr-class-marking-names"
                      value={band.name}
                      maxLength={30}
                      aria-label={`${jointClass} band ${i + 1} colour name`}
                      aria-invalid={error ? true : undefined}
                      onChange={(event) => setBand(jointClass, i, { name: event.target.value })}
                    />
                  </label>
                  {error ? <p className="rr-field__error">{error}</p> : null}
                </div>
              );
            })}
          </fieldset>
        ))}
      </div>
      <datalist id="rr-class-marking-names">
        {COLOUR_NAMES.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <FormAlert message={failure} />
      <div className="rr-form__actions">
        <button type="button" className="rr-button" onClick={() => setEdited(DEFAULT_CLASS_MARKING)}>
          Use the common marking
        </button>
        <button
          type="submit"
          className="rr-button"
          data-variant="primary"
          disabled={submitting}
          aria-busy={submitting || undefined}
        >
          Save band colours
        </button>
      </div>
    </form>
  );
}
