import { type ComponentPropsWithRef, useId } from 'react';

/** Props of {@link TextField}: an input's own props plus its label, hint and error. */
export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id'> {
  /** The visible label, also the input's accessible name. */
  label: string;
  /** Help text under the input, linked as its description. */
  hint?: string;
  /** The validation message; marks the input invalid and is announced with it. */
  error?: string;
}

/**
 * A labelled text input with an optional hint and validation message, wired for screen readers
 * (`aria-invalid`, `aria-describedby`). Spreads the rest of its props onto the input, so react-hook-form's
 * `register()` result fits directly.
 *
 * @example
 * <TextField label="E-mail" type="email" error={errors.email?.message} {...register('email')} />
 */
export function TextField({ label, hint, error, className, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `rr-field ${className}` : 'rr-field'}>
      <label className="rr-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="rr-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint ? (
        <p className="rr-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="rr-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
