import { type ComponentPropsWithRef, useId } from 'react';

/** Props of {@link SelectField}. */
export interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'id' | 'children'> {
  label: string;
  /** The choices, in order. */
  options: readonly string[];
  /** Text of the empty first choice shown while nothing is chosen. */
  placeholder?: string;
  hint?: string;
  error?: string;
}

/**
 * A labelled native select (the most robust choice on phones and with screen readers) with an empty first
 * option, a hint and a validation message.
 *
 * @example
 * <SelectField label="Customer" options={['Acme', 'Borealis']} placeholder="Choose a customer" {...register('customer')} />
 */
export function SelectField({ label, options, placeholder, hint, error, ...select }: SelectFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="rr-field">
      <label className="rr-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="rr-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...select}
      >
        <option value="">{placeholder ?? ''}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
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
