import { FormActions, FormAlert, FormToolbar, type SubmitStatus, TextField } from '@rigready/ui';
import { type FormEvent, useState } from 'react';
import type { AdminChangeAnswer } from '../../server/pages/admin-change-page.server.js';
import {
  CLASS_LIMIT_FIELDS,
  CLASS_LIMIT_KEY_FIELDS,
  CLASS_LIMIT_LABELS,
  type ClassLimitField,
  type ClassLimitRow,
} from '../../shared/class-limit-fields.js';
import type { AdminOverviewForm } from '../admin/admin-overview.js';

const KEY_HINTS: Partial<Record<ClassLimitField, string>> = {
  Tube_OD: 'As items.json writes it, e.g. 5 1/2',
  Weight: 'Blank for any weight',
  Grade: 'Blank for any grade',
};

function initialValues(chosen: ClassLimitRow | undefined): Record<ClassLimitField, string> {
  const fields = [...CLASS_LIMIT_KEY_FIELDS, ...CLASS_LIMIT_FIELDS];
  return Object.fromEntries(fields.map((field) => [field, chosen ? String(chosen[field]) : ''])) as Record<
    ClassLimitField,
    string
  >;
}

/**
 * The add and edit form of a class limits row: the connection and pipe it is for (read only once the row
 * exists: to change them, delete the row and add another) and its four limits in inches. The server checks
 * every field; a refusal marks the fields it names, or says why above the buttons (a row changed by
 * someone else meanwhile).
 *
 * @example
 * <AdminOverview form={(form) => <ClassLimitForm {...form} />} ... />
 */
export function ClassLimitForm({ mode, chosen, submit, close }: AdminOverviewForm<ClassLimitRow>) {
  const [values, setValues] = useState(() => initialValues(chosen));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState<SubmitStatus>('idle');
  const [submitting, setSubmitting] = useState(false);
  const title = mode === 'create' ? 'Add class limits' : 'Edit class limits';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    try {
      await submit({
        intent: mode === 'create' ? 'create' : 'edit',
        ...values,
        ...(chosen ? { previous: JSON.stringify(chosen) } : {}),
      });
      setStatus('success');
    } catch (error) {
      const fields = ((error as Error).cause as AdminChangeAnswer | undefined)?.fields ?? {};
      setFieldErrors(fields);
      setFailure(Object.keys(fields).length > 0 ? null : (error as Error).message);
      setStatus('error');
    } finally {
      setSubmitting(false);
    }
  };

  const field = (name: ClassLimitField, extra: { readOnly?: boolean; inches?: boolean }) => (
    <TextField
      key={name}
      label={extra.inches ? `${CLASS_LIMIT_LABELS[name]} (in)` : CLASS_LIMIT_LABELS[name]}
      name={name}
      value={values[name]}
      readOnly={extra.readOnly}
      inputMode={extra.inches ? 'decimal' : undefined}
      placeholder={name === 'Weight' || name === 'Grade' ? 'Any' : undefined}
      hint={extra.readOnly ? undefined : KEY_HINTS[name]}
      error={fieldErrors[name]}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
    />
  );

  return (
    <form className="rr-form rr-admin-form" onSubmit={onSubmit} noValidate aria-label={title}>
      <FormToolbar title={title} status={status} />
      <div className="rr-form__grid">
        {CLASS_LIMIT_KEY_FIELDS.map((name) => field(name, { readOnly: mode === 'edit' }))}
        {CLASS_LIMIT_FIELDS.map((name) => field(name, { inches: true }))}
      </div>
      {mode === 'edit' ? (
        <p className="rr-form__note">To change which joints a row is for, delete it and add another.</p>
      ) : null}
      <FormAlert message={failure} />
      <FormActions canSubmit submitting={submitting} onCancel={close} submitLabel="Save" />
    </form>
  );
}
