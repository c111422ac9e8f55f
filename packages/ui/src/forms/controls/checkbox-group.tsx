import { useId } from 'react';

/** One choice of a {@link CheckboxGroup}. */
export interface CheckboxOption {
  value: string;
  label: string;
}

/** Props of {@link CheckboxGroup}. */
export interface CheckboxGroupProps {
  /** The group's legend. */
  legend: string;
  options: readonly CheckboxOption[];
  /** The checked values. */
  value: readonly string[];
  /** Called with the new list of checked values, in option order. */
  onChange: (value: string[]) => void;
  hint?: string;
  error?: string;
  disabled?: boolean;
  /** Shown instead of the checkboxes when there is nothing to choose from. */
  emptyText?: string;
}

/**
 * A fieldset of checkboxes for choosing several values (assets, routes), keyboard operable like any
 * checkbox, with a hint and an error linked to the group.
 *
 * @example
 * <CheckboxGroup legend="Routes" options={[{ value: 'dp', label: 'Drill Pipe' }]} value={['dp']} onChange={setRoutes} />
 */
export function CheckboxGroup({
  legend,
  options,
  value,
  onChange,
  hint,
  error,
  disabled,
  emptyText,
}: CheckboxGroupProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const toggle = (option: string, checked: boolean) => {
    const next = new Set(value);
    if (checked) next.add(option);
    else next.delete(option);
    onChange(options.map((o) => o.value).filter((v) => next.has(v)));
  };
  return (
    <fieldset
      className="rr-fieldset"
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      aria-invalid={error ? true : undefined}
      disabled={disabled}
    >
      <legend className="rr-fieldset__legend">{legend}</legend>
      {options.length === 0 && emptyText ? <p className="rr-field__hint">{emptyText}</p> : null}
      <div className="rr-fieldset__options">
        {options.map((option) => (
          <label key={option.value} className="rr-check">
            <input
              type="checkbox"
              checked={value.includes(option.value)}
              onChange={(event) => toggle(option.value, event.currentTarget.checked)}
            />
            {option.label}
          </label>
        ))}
      </div>
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
    </fieldset>
  );
}
