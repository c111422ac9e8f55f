import { Switch } from 'radix-ui';
import { useId } from 'react';

/** Props of {@link SwitchField}. */
export interface SwitchFieldProps {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}

/**
 * A labelled on/off switch (Radix Switch: `role="switch"`, Space toggles, `data-state` on/off).
 *
 * @example
 * <SwitchField label="Dashboard" checked={features.dashboard} onCheckedChange={setDashboard} />
 */
export function SwitchField({ label, checked, onCheckedChange, disabled }: SwitchFieldProps) {
  const id = useId();
  return (
    <div className="rr-switch-field">
      <label htmlFor={id}>{label}</label>
      <Switch.Root
        id={id}
        className="rr-switch"
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
      >
        <Switch.Thumb className="rr-switch__thumb" />
      </Switch.Root>
    </div>
  );
}
