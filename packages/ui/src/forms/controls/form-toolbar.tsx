/** Outcome of the last submit of a dialog form: none yet, saved, or failed. */
export type SubmitStatus = 'idle' | 'success' | 'error';

/** Props of {@link FormToolbar}. */
export interface FormToolbarProps {
  /** The form's mode title, e.g. 'Create User' or 'Edit Customer'. */
  title: string;
  status: SubmitStatus;
  /** The heading level of the title; default 2. */
  level?: 2 | 3;
}

/**
 * The coloured title bar of the admin forms (spec part 2 §4): green after a successful submit, red after a
 * failed one, with the outcome also written out so colour is not the only cue.
 *
 * @example
 * <FormToolbar title="Edit User" status="success" />
 */
export function FormToolbar({ title, status, level = 2 }: FormToolbarProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="rr-form-toolbar" data-status={status}>
      <Heading className="rr-form-toolbar__title">{title}</Heading>
      <span className="rr-form-toolbar__status" role="status">
        {status === 'success' ? 'Saved' : status === 'error' ? 'Not saved' : ''}
      </span>
    </div>
  );
}
