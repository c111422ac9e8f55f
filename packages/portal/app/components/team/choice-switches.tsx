import { SwitchField } from '@rigready/ui';

/** Props of {@link ChoiceSwitches}. */
export interface ChoiceSwitchesProps {
  legend: string;
  /** What an empty choice means, said under the legend. */
  emptyMeans: string;
  options: readonly { value: string; label: string }[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}

/**
 * A list of names chosen with one switch each (a user's assets or pages), in the options' order.
 *
 * @example
 * <ChoiceSwitches legend="Assets" emptyMeans="None chosen: all of the customer's" options={assets} chosen={chosen} onChange={setChosen} />
 */
export function ChoiceSwitches({ legend, emptyMeans, options, chosen, onChange }: ChoiceSwitchesProps) {
  return (
    <fieldset className="rr-team__choices">
      <legend>{legend}</legend>
      <p className="rr-team__hint">{emptyMeans}</p>
      {options.map((option) => (
        <SwitchField
          key={option.value}
          label={option.label}
          checked={chosen.includes(option.value)}
          onCheckedChange={(on) =>
            onChange(
              options
                .map((candidate) => candidate.value)
                .filter((value) => (value === option.value ? on : chosen.includes(value))),
            )
          }
        />
      ))}
    </fieldset>
  );
}
